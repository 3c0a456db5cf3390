/** Several PDFs as one, their pages in order (the labels of a batch, printed in one go), with pdf-lib (decision 0092). */
export async function mergePdfs(documents: readonly Uint8Array[]): Promise<Uint8Array> {
  // Loaded when a batch is printed: pdf-lib takes a few hundred milliseconds to load, paid otherwise by every start.
  const { PDFDocument } = await import("pdf-lib");
  const merged = await PDFDocument.create();
  for (const bytes of documents) {
    const source = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
