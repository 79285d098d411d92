// Fixed texts of the signed iChoosr delivery document and of the grid-operator documents
// (RGIE/AREI declaration, pictures reference, wiring diagram, PV help by registration), in the
// customer's language. The photo list and guide steps are ours: the spec names the documents only.
import type { Language } from '@portal/contract/portal';

export interface FormLabels {
  orderNumber: string;
  customer: string;
  installer: string;
  siteAddress: string;
  gridOperator: string;
  equipment: string;
  date: string;
  signature: string;
  iChoosrTitle: string;
  iChoosrIntro: string;
  remarks: string;
  noRemarks: string;
  sepaLoan: string;
  yes: string;
  no: string;
  signedBy: string;
  rgieTitle: string;
  rgieIntro: string;
  certificateNumber: string;
  rgieStatement: string;
  picturesTitle: string;
  picturesIntro: string;
  pictures: string[];
  wiringTitle: string;
  wiringReference: string;
  wiringNote: string;
  wiringParts: string[];
  helpTitle: string;
  helpIntro: string;
  helpSteps: string[];
}

export const formLabels: Record<Language, FormLabels> = {
  nl: {
    orderNumber: 'Bestelnummer',
    customer: 'Klant',
    installer: 'Installateur',
    siteAddress: 'Adres van de installatie',
    gridOperator: 'Netbeheerder',
    equipment: 'Geplaatste uitrusting',
    date: 'Datum',
    signature: 'Handtekening',
    iChoosrTitle: 'Leveringsdocument',
    iChoosrIntro: 'De klant bevestigt dat de installatie hieronder geleverd en geplaatst is.',
    remarks: 'Opmerkingen',
    noRemarks: 'Geen opmerkingen',
    sepaLoan: 'Betaling met een banklening (SEPA)',
    yes: 'Ja',
    no: 'Nee',
    signedBy: 'Elektronisch ondertekend',
    rgieTitle: 'Verklaring van conformiteit AREI',
    rgieIntro:
      'Verklaring van de installateur dat de productie-installatie geplaatst is volgens het Algemeen Reglement op de Elektrische Installaties (AREI).',
    certificateNumber: 'Nummer keuringsattest',
    rgieStatement:
      'De ondergetekende installateur verklaart dat de hierboven beschreven installatie conform het AREI werd uitgevoerd en dat de omvormer voldoet aan de aansluitvoorschriften C10/11.',
    picturesTitle: "Referentiefoto's voor de netbeheerder",
    picturesIntro: "Neem deze foto's en voeg ze toe aan uw aanmelding bij de netbeheerder:",
    pictures: [
      'De zonnepanelen op het dak (overzicht).',
      'Het typeplaatje van de omvormer.',
      'De elektriciteitsmeter met de meterstand goed leesbaar.',
      'De verdeelkast met de automaat van de installatie.',
      'De AC- en DC-scheiders bij de omvormer.',
      'Het typeplaatje van de batterij, als u er een hebt.',
    ],
    wiringTitle: 'Eendraadschema en situatieschema',
    wiringReference: 'Referentie van het schema',
    wiringNote:
      'Het volledige schema hoort bij het keuringsverslag; hieronder de opbouw van de installatie.',
    wiringParts: ['Zonnepanelen', 'Omvormer', 'Automaat', 'Verdeelkast', 'Meter', 'Net'],
    helpTitle: 'Hulp bij de aanmelding van uw installatie',
    helpIntro: 'Zo meldt u uw zonne-installatie aan bij uw netbeheerder:',
    helpSteps: [
      'Ga naar de website van uw netbeheerder en kies "Een productie-installatie aanmelden".',
      'Vul uw EAN-code in (staat op uw energiefactuur) en het adres van de installatie.',
      'Geef het vermogen van de omvormer en van de panelen op (zie uw orderbevestiging).',
      'Voeg het keuringsattest en het eendraadschema toe.',
      'Bevestig de aanvraag; de netbeheerder past uw meter aan of bevestigt per e-mail.',
    ],
  },
  fr: {
    orderNumber: 'Numéro de commande',
    customer: 'Client',
    installer: 'Installateur',
    siteAddress: "Adresse de l'installation",
    gridOperator: 'Gestionnaire de réseau',
    equipment: 'Équipement installé',
    date: 'Date',
    signature: 'Signature',
    iChoosrTitle: 'Document de livraison',
    iChoosrIntro: "Le client confirme que l'installation ci-dessous a été livrée et installée.",
    remarks: 'Remarques',
    noRemarks: 'Aucune remarque',
    sepaLoan: 'Paiement par prêt bancaire (SEPA)',
    yes: 'Oui',
    no: 'Non',
    signedBy: 'Signé électroniquement',
    rgieTitle: 'Déclaration de conformité RGIE',
    rgieIntro:
      "Déclaration de l'installateur attestant que l'installation de production a été réalisée selon le Règlement général sur les installations électriques (RGIE).",
    certificateNumber: 'Numéro du certificat de contrôle',
    rgieStatement:
      "L'installateur soussigné déclare que l'installation décrite ci-dessus a été réalisée conformément au RGIE et que l'onduleur répond aux prescriptions de raccordement C10/11.",
    picturesTitle: 'Photos de référence pour le gestionnaire de réseau',
    picturesIntro: 'Prenez ces photos et joignez-les à votre déclaration auprès du gestionnaire :',
    pictures: [
      'Les panneaux solaires sur le toit (vue générale).',
      "La plaque signalétique de l'onduleur.",
      "Le compteur d'électricité avec l'index bien lisible.",
      "Le tableau électrique avec le disjoncteur de l'installation.",
      "Les sectionneurs AC et DC près de l'onduleur.",
      'La plaque signalétique de la batterie, si vous en avez une.',
    ],
    wiringTitle: 'Schéma unifilaire et plan de situation',
    wiringReference: 'Référence du schéma',
    wiringNote:
      "Le schéma complet accompagne le rapport de contrôle ; voici la structure de l'installation.",
    wiringParts: ['Panneaux', 'Onduleur', 'Disjoncteur', 'Tableau', 'Compteur', 'Réseau'],
    helpTitle: "Aide à l'enregistrement de votre installation",
    helpIntro: 'Voici comment déclarer votre installation solaire à votre gestionnaire de réseau :',
    helpSteps: [
      'Rendez-vous sur le site de votre gestionnaire de réseau, rubrique « Déclarer une installation de production ».',
      "Indiquez votre code EAN (sur votre facture d'énergie) et l'adresse de l'installation.",
      "Renseignez la puissance de l'onduleur et des panneaux (voir votre confirmation de commande).",
      'Joignez le certificat de contrôle et le schéma unifilaire.',
      'Confirmez la demande ; le gestionnaire adapte votre compteur ou confirme par e-mail.',
    ],
  },
  en: {
    orderNumber: 'Order number',
    customer: 'Customer',
    installer: 'Installer',
    siteAddress: 'Installation address',
    gridOperator: 'Grid operator',
    equipment: 'Installed equipment',
    date: 'Date',
    signature: 'Signature',
    iChoosrTitle: 'Delivery document',
    iChoosrIntro: 'The customer confirms that the installation below was delivered and installed.',
    remarks: 'Remarks',
    noRemarks: 'No remarks',
    sepaLoan: 'Payment with a bank loan (SEPA)',
    yes: 'Yes',
    no: 'No',
    signedBy: 'Signed electronically',
    rgieTitle: 'RGIE (AREI) declaration of conformity',
    rgieIntro:
      'Declaration by the installer that the production installation was built according to the Belgian electrical installations regulation (RGIE/AREI).',
    certificateNumber: 'Inspection certificate number',
    rgieStatement:
      'The undersigned installer declares that the installation described above complies with the RGIE/AREI and that the inverter meets the C10/11 connection requirements.',
    picturesTitle: 'Reference pictures for the grid operator',
    picturesIntro: 'Take these pictures and add them to your registration with the grid operator:',
    pictures: [
      'The solar panels on the roof (overview).',
      'The nameplate of the inverter.',
      'The electricity meter with a readable index.',
      'The distribution board with the circuit breaker of the installation.',
      'The AC and DC isolators next to the inverter.',
      'The nameplate of the battery, if you have one.',
    ],
    wiringTitle: 'Single-line diagram and site plan',
    wiringReference: 'Diagram reference',
    wiringNote:
      'The complete diagram belongs to the inspection report; below is how the installation is built up.',
    wiringParts: ['Panels', 'Inverter', 'Breaker', 'Board', 'Meter', 'Grid'],
    helpTitle: 'Help with registering your installation',
    helpIntro: 'This is how you register your solar installation with your grid operator:',
    helpSteps: [
      'Go to your grid operator\'s website and choose "Register a production installation".',
      'Enter your EAN code (on your energy bill) and the address of the installation.',
      'Give the power of the inverter and of the panels (see your order confirmation).',
      'Add the inspection certificate and the single-line diagram.',
      'Confirm the request; the operator adapts your meter or confirms by e-mail.',
    ],
  },
};
