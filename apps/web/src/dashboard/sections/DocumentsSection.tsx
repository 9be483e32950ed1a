/** Documents section of the feature dashboard (being built). */
export default function DocumentsSection() {
  return <div data-section="documents" />;
}
