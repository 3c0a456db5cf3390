/** The store's licences as the owner types them in the settings: the DSVSA registration and another authorisation. */
export const DSVSA_LICENCE = { kind: "dsvsa", number: "RO-B-12345", issuer: "DSVSA București", issuedOn: "2024-03-15" };

export const OPERATING_PERMIT = {
  kind: "other",
  name: { ro: "Autorizație de funcționare", en: "Operating permit" },
  number: "AF-7",
  issuer: "Primăria Sectorului 1",
  issuedOn: "2024-01-10",
  url: "https://example.ro/af.pdf",
};

/** The DSVSA registration as the settings keep it: its name is the law's and it links nowhere. */
export const SAVED_DSVSA_LICENCE = { ...DSVSA_LICENCE, name: { ro: "", en: "" }, url: "" };
