// The few routes of the access matrix a generic rule cannot know (decision 025), each with why.
// A read here still runs every caller of the matrix; it only is not required to answer Jan 200.
// An entry a route no longer needs fails the matrix, so this list only shrinks by itself.
export interface MatrixOverride {
  /** Why none of Jan's ids gives an answer to this read. */
  janGetsNothing?: string;
}

export const matrixOverrides: Readonly<Record<string, MatrixOverride>> = {
  // The demo keeps a certificate PDF for each approved inspection with a certificate number
  // (keep-demo-certificates.ts); Jan's is on an invoice, and no inspection on his orders is
  // approved yet. inspection-certificate.test.ts downloads one on an order.
  'GET /api/files/inspections/orders/:id/certificate': {
    janGetsNothing: "the demo's certified inspection is on an invoice, none on an order",
  },
};
