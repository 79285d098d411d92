// The words of the customer's own data, in the customer's language: the archive's index file and
// the three mails (the archive is ready, confirm the erasure, the account is erased).
import type { Language } from '@portal/contract/portal';

interface MyDataTexts {
  indexFile: string;
  indexTitle: string;
  indexIntro: string;
  indexFormats: string;
  greeting: string;
  exportSubject: string;
  exportIntro: string;
  exportAction: string;
  exportValidity: string;
  erasureSubject: string;
  erasureIntro: string;
  erasureAction: string;
  erasureValidity: string;
  erasureIgnore: string;
  erasedSubject: string;
  erasedIntro: string;
  erasedKeptIntro: string;
  erasedNothingKept: string;
  keptInvoice: string;
  keptSignedOffer: string;
  keptSignedOrder: string;
  keptUntil: string;
  invoiceReason: string;
  contractReason: string;
}

export const myDataTexts: Record<Language, MyDataTexts> = {
  nl: {
    indexFile: 'LEESMIJ.txt',
    indexTitle: 'Uw gegevens bij {tenant}',
    indexIntro:
      'Dit archief bevat alles wat het klantenportaal van {tenant} op {date} over u bijhield. Elke map is een onderdeel:',
    indexFormats:
      'Gegevens staan in JSON-bestanden, de energiegeschiedenis in een CSV-bestand dat elk rekenblad opent, en documenten en foto’s zoals ze bewaard zijn.',
    greeting: 'Beste {name},',
    exportSubject: 'Uw gegevens bij {tenant} staan klaar',
    exportIntro: 'Het archief met al uw gegevens bij {tenant} staat klaar om te downloaden.',
    exportAction: 'Mijn gegevens downloaden',
    exportValidity: 'De link werkt tot {date}; daarna wordt het archief verwijderd.',
    erasureSubject: 'Bevestig het wissen van uw account bij {tenant}',
    erasureIntro:
      'U vroeg om uw account bij {tenant} te wissen. Bevestig dit met de knop hieronder; dit kan niet ongedaan worden gemaakt.',
    erasureAction: 'Mijn account wissen',
    erasureValidity: 'De link werkt 24 uur.',
    erasureIgnore: 'Vroeg u dit niet? Negeer dan deze e-mail: er verandert niets.',
    erasedSubject: 'Uw account bij {tenant} is gewist',
    erasedIntro:
      'Uw account bij {tenant} is gewist: uw profiel, tickets en foto’s, energiegeschiedenis, pushmeldingen, doorverwijzingen en aanmeldingen zijn verwijderd. U kunt niet meer aanmelden.',
    erasedKeptIntro: 'Wat de wet ons verplicht te bewaren, blijft vergrendeld bewaard:',
    erasedNothingKept: 'Er moest niets bewaard blijven.',
    keptInvoice: 'Factuur {reference}',
    keptSignedOffer: 'Ondertekende offerte {reference}',
    keptSignedOrder: 'Ondertekende bestelling {reference}',
    keptUntil: 'bewaard tot {date}',
    invoiceReason:
      'Facturen: zeven jaar na het boekjaar, zoals de Belgische boekhoudwetgeving vereist (Wetboek van economisch recht, art. III.88).',
    contractReason:
      'Ondertekende contracten: tien jaar, de verjaringstermijn van contractuele vorderingen (Burgerlijk Wetboek, art. 2262bis).',
  },
  fr: {
    indexFile: 'LISEZMOI.txt',
    indexTitle: 'Vos données chez {tenant}',
    indexIntro:
      'Cette archive contient tout ce que le portail client de {tenant} conservait à votre sujet le {date}. Chaque dossier est une partie :',
    indexFormats:
      'Les données sont en fichiers JSON, l’historique énergétique en un fichier CSV que tout tableur ouvre, et les documents et photos tels qu’ils sont conservés.',
    greeting: 'Bonjour {name},',
    exportSubject: 'Vos données chez {tenant} sont prêtes',
    exportIntro: 'L’archive de toutes vos données chez {tenant} est prête à être téléchargée.',
    exportAction: 'Télécharger mes données',
    exportValidity: 'Le lien fonctionne jusqu’au {date} ; l’archive est ensuite supprimée.',
    erasureSubject: 'Confirmez l’effacement de votre compte chez {tenant}',
    erasureIntro:
      'Vous avez demandé l’effacement de votre compte chez {tenant}. Confirmez-le avec le bouton ci-dessous ; cela ne peut pas être annulé.',
    erasureAction: 'Effacer mon compte',
    erasureValidity: 'Le lien fonctionne 24 heures.',
    erasureIgnore: 'Vous n’avez rien demandé ? Ignorez cet e-mail : rien ne change.',
    erasedSubject: 'Votre compte chez {tenant} est effacé',
    erasedIntro:
      'Votre compte chez {tenant} est effacé : votre profil, vos tickets et photos, votre historique énergétique, vos notifications push, vos parrainages et vos connexions sont supprimés. Vous ne pouvez plus vous connecter.',
    erasedKeptIntro: 'Ce que la loi nous oblige à conserver reste conservé et verrouillé :',
    erasedNothingKept: 'Rien ne devait être conservé.',
    keptInvoice: 'Facture {reference}',
    keptSignedOffer: 'Offre signée {reference}',
    keptSignedOrder: 'Commande signée {reference}',
    keptUntil: 'conservée jusqu’au {date}',
    invoiceReason:
      'Factures : sept ans après l’exercice comptable, comme l’exige le droit comptable belge (Code de droit économique, art. III.88).',
    contractReason:
      'Contrats signés : dix ans, le délai de prescription des actions contractuelles (Code civil, art. 2262bis).',
  },
  en: {
    indexFile: 'README.txt',
    indexTitle: 'Your data at {tenant}',
    indexIntro:
      'This archive holds everything the customer portal of {tenant} kept about you on {date}. Each folder is one part:',
    indexFormats:
      'Data is in JSON files, the energy history in a CSV file any spreadsheet opens, and documents and photos as they are stored.',
    greeting: 'Dear {name},',
    exportSubject: 'Your data at {tenant} is ready',
    exportIntro: 'The archive of all your data at {tenant} is ready to download.',
    exportAction: 'Download my data',
    exportValidity: 'The link works until {date}; then the archive is deleted.',
    erasureSubject: 'Confirm the erasure of your account at {tenant}',
    erasureIntro:
      'You asked us to erase your account at {tenant}. Please confirm with the button below; this cannot be undone.',
    erasureAction: 'Erase my account',
    erasureValidity: 'The link works for 24 hours.',
    erasureIgnore: 'Did you not ask for this? Then ignore this e-mail: nothing changes.',
    erasedSubject: 'Your account at {tenant} is erased',
    erasedIntro:
      'Your account at {tenant} is erased: your profile, tickets and photos, energy history, push notifications, referrals and sign-ins are deleted. You can no longer sign in.',
    erasedKeptIntro: 'What the law obliges us to keep stays kept, locked:',
    erasedNothingKept: 'Nothing had to be kept.',
    keptInvoice: 'Invoice {reference}',
    keptSignedOffer: 'Signed offer {reference}',
    keptSignedOrder: 'Signed order {reference}',
    keptUntil: 'kept until {date}',
    invoiceReason:
      'Invoices: seven years after the financial year, as Belgian accounting law requires (Code of Economic Law, art. III.88).',
    contractReason:
      'Signed contracts: ten years, the limitation period of contractual claims (Civil Code, art. 2262bis).',
  },
};

export function fillText(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (filled, [key, value]) => filled.replaceAll(`{${key}}`, value),
    text,
  );
}
