/** The browser-safe configuration as the root loader hands it to the app, for component tests. */
export const TEST_PUBLIC_CONFIG = {
  brandName: "Elara",
  baseUrl: "https://elara.example",
  storefrontToken: "test-token",
  privacyPolicyUrl: "https://elara.example/privacy",
  supportEmail: "support@elara.example",
  wholesaleEmail: "wholesale@elara.example",
  company: {
    legalName: "Elara Wellness S.R.L.",
    registrationNumber: "J40/1234/2024",
    vatId: "RO12345678",
    shareCapital: "200 lei",
    address: "Strada Exemplului 1, București, Sector 1, 010001",
    phone: "+40 700 000 000",
    email: "suport@elara.example",
  },
};
