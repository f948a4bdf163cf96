// Materials & Inventory (/materials): summary cards, search and category filter, material cards and their dialogs. A
// foreman sees the stock levels without costs or value, no Add, Edit or Delete, and records use on their projects.
import { useQuery } from "@tanstack/react-query";
import { MATERIAL_CATEGORIES } from "@shared/domain/materials-catalogue";
import { PackageOpen, Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { type MaterialsAccess, materialQueries } from "../api";
import { ALL_CATEGORIES, filterMaterials } from "../material-filter";
import { AddMaterialDialog } from "./add-material-dialog";
import { EditMaterialDialog } from "./edit-material-dialog";
import { MaterialCard } from "./material-card";
import { MaterialHistoryDialog } from "./material-history-dialog";
import { MaterialSummaryCards } from "./material-summary-cards";
import { type MaterialDialogRequest, MaterialsTable } from "./materials-table";
import { TransactionDialog } from "./transaction-dialog";

type OpenDialog = MaterialDialogRequest | null;

type Props = {
  /** The signed-in account's role: the line under the heading says what they may do here. */
  viewerRole: string;
  access: MaterialsAccess;
  canDelete: boolean;
  /**
   * False for a foreman whose account has no worker record (isUnlinkedFieldAccount): no projects, so no Record use or
   * History (the shell's strip under the header says why).
   */
  linked: boolean;
};

export function MaterialsScreen({ viewerRole, access, canDelete, linked }: Props) {
  const office = access === "office";
  const actions = linked;
  const materials = useQuery(materialQueries.list());
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const searchId = useId();
  const categoryId = useId();
  const desk = useDeskLayout();

  const categories = useMemo(() => {
    const present = new Set((materials.data ?? []).map((material) => material.category));
    return [...MATERIAL_CATEGORIES, ...[...present].filter((c) => !(MATERIAL_CATEGORIES as readonly string[]).includes(c)).sort()];
  }, [materials.data]);
  const visible = useMemo(
    () => filterMaterials(materials.data ?? [], search, category),
    [materials.data, search, category],
  );
  const filtering = search.trim() !== "" || category !== ALL_CATEGORIES;
  // The dialogs read the material from the list, so they show its stock after every refetch.
  const dialogMaterial = dialog ? materials.data?.find((material) => material.id === dialog.materialId) : undefined;
  const close = () => setDialog(null);

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      Add Material
    </Button>
  );

  return (
    <>
      <PageHeader {...screenHeading("materials-page", viewerRole)} actions={office ? addButton : undefined} />

      <div className="grid grid-cols-1 gap-4 lg:gap-6">
        <MaterialSummaryCards materials={materials.data} seesValue={office} />

        <Card className="grid gap-3 p-3 sm:grid-cols-[1fr_16rem] sm:p-4">
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>Search</Label>
            <SearchInput id={searchId} placeholder="Name or description" value={search} onValueChange={setSearch} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={categoryId}>Category</Label>
            <EnumSelect
              control={{ id: categoryId }}
              value={category}
              onValueChange={setCategory}
              options={[{ value: ALL_CATEGORIES, label: "All Categories" }, ...optionsOf(categories)]}
            />
          </div>
        </Card>

        {materials.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true" aria-label="Loading materials">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-80 rounded-card" />
            ))}
          </div>
        ) : materials.isError ? (
          <ErrorState
            title="Materials could not be loaded"
            message={errorMessage(materials.error)}
            onRetry={() => void materials.refetch()}
            retrying={materials.isFetching}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={<PackageOpen />}
            title="No materials found"
            description={
              filtering ? "Try adjusting your search or filters" : office ? "Get started by adding your first material" : "The office has not added any materials yet."
            }
            action={
              filtering ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    setCategory(ALL_CATEGORIES);
                  }}
                >
                  Clear Filters
                </Button>
              ) : office ? (
                addButton
              ) : null
            }
          />
        ) : desk ? (
          <section aria-label="Materials" className="grid gap-3">
            {filtering ? (
              <p className="text-base text-slate-600" aria-live="polite">
                {visible.length} of {materials.data.length} materials
              </p>
            ) : null}
            <MaterialsTable materials={visible} access={access} actions={actions} onOpenDialog={setDialog} />
          </section>
        ) : (
          <section aria-label="Materials" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {filtering ? (
              <p className="text-base text-slate-600 md:col-span-2 2xl:col-span-3" aria-live="polite">
                {visible.length} of {materials.data.length} materials
              </p>
            ) : null}
            {visible.map((material) => (
              <MaterialCard
                key={material.id}
                material={material}
                access={access}
                actions={actions}
                onEdit={() => setDialog({ kind: "edit", materialId: material.id })}
                onTransaction={() => setDialog({ kind: "transaction", materialId: material.id })}
                onHistory={() => setDialog({ kind: "history", materialId: material.id })}
              />
            ))}
          </section>
        )}
      </div>

      {office ? <AddMaterialDialog open={adding} onOpenChange={setAdding} /> : null}
      {dialog && dialogMaterial ? (
        dialog.kind === "edit" && office ? (
          <EditMaterialDialog key={`edit-${dialogMaterial.id}`} material={dialogMaterial} canDelete={canDelete} onClose={close} />
        ) : dialog.kind === "transaction" ? (
          <TransactionDialog key={`tx-${dialogMaterial.id}`} material={dialogMaterial} access={access} onClose={close} />
        ) : dialog.kind === "history" ? (
          <MaterialHistoryDialog key={`history-${dialogMaterial.id}`} material={dialogMaterial} access={access} onClose={close} />
        ) : null
      ) : null}
    </>
  );
}
