// Fixed texts of the generated order confirmation, invoice and delivery note, in the customer's
// language (nl, fr, en). The offer keeps its own labels (offer-pdf-labels.ts).
import type { Language } from '@portal/contract/portal';

export interface DocumentLabels {
  customer: string;
  installer: string;
  siteAddress: string;
  date: string;
  quantity: string;
  description: string;
  vatNumber: string;
  orderConfirmation: string;
  orderNumber: string;
  orderedOn: string;
  offerReference: string;
  paymentStages: string;
  stage: { prepayment: string; afterDelivery: string; finalInvoice: string };
  stageState: { open: string; paid: string; notInvoiced: string };
  amountInclVat: string;
  totalExclVat: string;
  vat: string;
  totalInclVat: string;
  invoiceWord: { prepayment: string; creditNote: string; invoice: string };
  issuedOn: string;
  dueOn: string;
  status: string;
  open: string;
  paid: string;
  howToPay: string;
  beneficiary: string;
  iban: string;
  bic: string;
  amount: string;
  communication: string;
  scanToPay: string;
  deliveryNote: string;
  plannedDate: string;
  notPlanned: string;
  teamWindow: string;
  articlesDelivered: string;
  signatureCustomer: string;
  signatureInstaller: string;
  nameAndDate: string;
  concerningOrder: string;
}

export const documentLabels: Record<Language, DocumentLabels> = {
  nl: {
    customer: 'Klant',
    installer: 'Installateur',
    siteAddress: 'Adres van de installatie',
    date: 'Datum',
    quantity: 'Aantal',
    description: 'Omschrijving',
    vatNumber: 'Btw-nummer',
    orderConfirmation: 'Orderbevestiging',
    orderNumber: 'Bestelnummer',
    orderedOn: 'Besteld op',
    offerReference: 'Offerte',
    paymentStages: 'Betalingsschijven',
    stage: { prepayment: 'Voorschot', afterDelivery: 'Na levering', finalInvoice: 'Eindfactuur' },
    stageState: { open: 'Open', paid: 'Betaald', notInvoiced: 'Nog niet gefactureerd' },
    amountInclVat: 'Bedrag incl. btw',
    totalExclVat: 'Totaal excl. btw',
    vat: 'Btw',
    totalInclVat: 'Totaal incl. btw',
    invoiceWord: { prepayment: 'Voorschotfactuur', creditNote: 'Creditnota', invoice: 'Factuur' },
    issuedOn: 'Factuurdatum',
    dueOn: 'Vervaldatum',
    status: 'Status',
    open: 'Open',
    paid: 'Betaald',
    howToPay: 'Betalen via overschrijving',
    beneficiary: 'Begunstigde',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Bedrag',
    communication: 'Gestructureerde mededeling',
    scanToPay: 'Scan de QR-code met uw bankapp om te betalen.',
    deliveryNote: 'Leveringsbon',
    plannedDate: 'Geplande datum',
    notPlanned: 'Nog niet gepland',
    teamWindow: 'Aankomst van het team',
    articlesDelivered: 'Geleverde artikelen',
    signatureCustomer: 'Handtekening klant',
    signatureInstaller: 'Handtekening installateur',
    nameAndDate: 'Naam en datum',
    concerningOrder: 'Betreft bestelling',
  },
  fr: {
    customer: 'Client',
    installer: 'Installateur',
    siteAddress: "Adresse de l'installation",
    date: 'Date',
    quantity: 'Qté',
    description: 'Description',
    vatNumber: 'N° de TVA',
    orderConfirmation: 'Confirmation de commande',
    orderNumber: 'Numéro de commande',
    orderedOn: 'Commandé le',
    offerReference: 'Offre',
    paymentStages: 'Échéances de paiement',
    stage: {
      prepayment: 'Acompte',
      afterDelivery: 'Après livraison',
      finalInvoice: 'Facture finale',
    },
    stageState: { open: 'Ouverte', paid: 'Payée', notInvoiced: 'Pas encore facturée' },
    amountInclVat: 'Montant TVAC',
    totalExclVat: 'Total HTVA',
    vat: 'TVA',
    totalInclVat: 'Total TVAC',
    invoiceWord: {
      prepayment: "Facture d'acompte",
      creditNote: 'Note de crédit',
      invoice: 'Facture',
    },
    issuedOn: 'Date de facture',
    dueOn: "Date d'échéance",
    status: 'Statut',
    open: 'Ouverte',
    paid: 'Payée',
    howToPay: 'Payer par virement',
    beneficiary: 'Bénéficiaire',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Montant',
    communication: 'Communication structurée',
    scanToPay: 'Scannez le code QR avec votre application bancaire pour payer.',
    deliveryNote: 'Bon de livraison',
    plannedDate: 'Date prévue',
    notPlanned: 'Pas encore planifiée',
    teamWindow: "Arrivée de l'équipe",
    articlesDelivered: 'Articles livrés',
    signatureCustomer: 'Signature du client',
    signatureInstaller: "Signature de l'installateur",
    nameAndDate: 'Nom et date',
    concerningOrder: 'Concerne la commande',
  },
  en: {
    customer: 'Customer',
    installer: 'Installer',
    siteAddress: 'Installation address',
    date: 'Date',
    quantity: 'Qty',
    description: 'Description',
    vatNumber: 'VAT number',
    orderConfirmation: 'Order confirmation',
    orderNumber: 'Order number',
    orderedOn: 'Ordered on',
    offerReference: 'Offer',
    paymentStages: 'Payment stages',
    stage: {
      prepayment: 'Prepayment',
      afterDelivery: 'After delivery',
      finalInvoice: 'Final invoice',
    },
    stageState: { open: 'Open', paid: 'Paid', notInvoiced: 'Not invoiced yet' },
    amountInclVat: 'Amount incl. VAT',
    totalExclVat: 'Total excl. VAT',
    vat: 'VAT',
    totalInclVat: 'Total incl. VAT',
    invoiceWord: { prepayment: 'Prepayment', creditNote: 'Credit note', invoice: 'Invoice' },
    issuedOn: 'Invoice date',
    dueOn: 'Due date',
    status: 'Status',
    open: 'Open',
    paid: 'Paid',
    howToPay: 'Pay by bank transfer',
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Amount',
    communication: 'Structured communication',
    scanToPay: 'Scan the QR code with your banking app to pay.',
    deliveryNote: 'Delivery note',
    plannedDate: 'Planned date',
    notPlanned: 'Not planned yet',
    teamWindow: 'Team arrival',
    articlesDelivered: 'Articles delivered',
    signatureCustomer: 'Signature of the customer',
    signatureInstaller: 'Signature of the installer',
    nameAndDate: 'Name and date',
    concerningOrder: 'Concerning order',
  },
};
