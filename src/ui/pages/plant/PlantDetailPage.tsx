/** Placeholder until this screen lands. */
export function PlantDetailPage() {
  return <h1 className="p-8 text-2xl">Plant details</h1>;
}

export default PlantDetailPage;
