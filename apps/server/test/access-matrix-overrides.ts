// The few routes of the access matrix a generic rule cannot know (decision 025), each with why.
// A read here still runs every caller of the matrix; it only is not required to answer Jan 200.
// An entry a route no longer needs fails the matrix, so this list only shrinks by itself.
export interface MatrixOverride {
  /** Why none of Jan's ids gives an answer to this read. */
  janGetsNothing?: string;
}

// Only the back office sends an inspection's certificate PDF (integration API); the demo data has
// none, so Jan's inspections answer 404. inspection-certificate.test.ts downloads one the back
// office sent, and refuses it to the others.
const certificateFromBackOffice = {
  janGetsNothing: 'the demo data stores no certificate PDF: only the back office sends one',
};

export const matrixOverrides: Readonly<Record<string, MatrixOverride>> = {
  'GET /api/files/inspections/orders/:id/certificate': certificateFromBackOffice,
  'GET /api/files/inspections/invoices/:id/certificate': certificateFromBackOffice,
};
