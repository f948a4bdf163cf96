// Moved to lib/zoned-time.ts (the safety screen's injury form reads times in the company's zone too); this re-export
// goes once the timesheet's files import from lib (kept while issue 15's branches still name this path).
export * from "@/lib/zoned-time";
