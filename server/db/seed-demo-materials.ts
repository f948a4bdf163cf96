// The demo's materials: the stock list, movements that account for every unit on the shelf, and project estimates.
import { createMaterialSchema } from "@shared/api/materials";
import { materials, materialTransactions, projectMaterials } from "@shared/schema";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import type { ProjectKey } from "./demo-company";
import { MATERIAL_ESTIMATES, MATERIAL_MOVEMENTS, MATERIALS, type MaterialMovementSeed } from "./demo-materials";
import type { LocalCalendar } from "./seed-demo-calendar";
import { markDemoRows } from "./seed-demo-rows";
import type { Tx } from "./client";

export async function insertMaterials(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  adminId: number | null,
): Promise<number> {
  const rows = MATERIALS.map((m) =>
    createMaterialSchema.parse({
      name: m.name,
      description: m.description,
      category: m.category,
      unit: m.unit,
      unitCost: m.unitCost,
      supplier: m.supplier,
      sku: m.sku,
      minStockLevel: m.minStockLevel,
      currentStock: m.currentStock,
    }),
  );
  const inserted = await tx.insert(materials).values(rows).returning({ id: materials.id });
  await markDemoRows(tx, "materials", inserted.map((r) => r.id));
  const materialIds = new Map(MATERIALS.map((m, i) => [m.key, inserted[i].id]));

  // Every unit on the shelf is explained by a movement, as it is for stock entered through the app: what was there
  // before the listed movements is recorded as an opening count a month ago.
  const openingMovements: MaterialMovementSeed[] = [];
  for (const material of MATERIALS) {
    const movements = MATERIAL_MOVEMENTS.filter((t) => t.material === material.key);
    const net = movements.reduce((sum, t) => sum + (t.type === "received" ? t.quantity : -t.quantity), 0);
    const opening = material.currentStock - net;
    if (opening < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    let balance = opening;
    for (const t of movements) {
      balance += t.type === "received" ? t.quantity : -t.quantity;
      if (balance < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    }
    if (opening > 0) {
      openingMovements.push({ material: material.key, type: "received", quantity: opening, daysAgo: 30, notes: "Opening stock count" });
    }
  }

  const transactionRows = [...openingMovements, ...MATERIAL_MOVEMENTS].map((t) => {
    const material = MATERIALS.find((m) => m.key === t.material)!;
    const unitCents = parseCents(material.unitCost)!;
    return {
      materialId: materialIds.get(t.material)!,
      projectId: t.project ? projectIds.get(t.project)! : null,
      transactionType: t.type,
      quantity: t.quantity,
      unitCost: material.unitCost,
      totalCost: centsToDecimalString(unitCents * t.quantity),
      notes: t.notes,
      transactionDate: calendar.at(-t.daysAgo, t.type === "received" ? 10 : 14, 15),
      createdBy: adminId,
    };
  });
  const movements = await tx.insert(materialTransactions).values(transactionRows).returning({ id: materialTransactions.id });
  await markDemoRows(tx, "material_transactions", movements.map((r) => r.id));

  // Actual use is what the movements above used on the project, priced as the app prices a use (unit cost x quantity).
  for (const t of MATERIAL_MOVEMENTS) {
    if (t.project && !MATERIAL_ESTIMATES.some((e) => e.material === t.material && e.project === t.project)) {
      throw new Error(`Demo use of ${t.material} on ${t.project} has no project material row`);
    }
  }
  const estimateRows = MATERIAL_ESTIMATES.map((e) => {
    const unitCents = parseCents(MATERIALS.find((m) => m.key === e.material)!.unitCost)!;
    const used = MATERIAL_MOVEMENTS.filter((t) => t.material === e.material && t.project === e.project && t.type === "used");
    const actualQuantity = used.reduce((sum, t) => sum + t.quantity, 0);
    return {
      projectId: projectIds.get(e.project)!,
      materialId: materialIds.get(e.material)!,
      estimatedQuantity: e.estimatedQuantity,
      actualQuantity,
      budgetedCost: centsToDecimalString(unitCents * e.estimatedQuantity),
      actualCost: centsToDecimalString(unitCents * actualQuantity),
    };
  });
  const estimates = await tx.insert(projectMaterials).values(estimateRows).returning({ id: projectMaterials.id });
  await markDemoRows(tx, "project_materials", estimates.map((r) => r.id));
  return rows.length;
}
