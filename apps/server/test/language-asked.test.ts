// The customer API answers in the language the customer reads the portal in (the app sends it as
// Accept-Language), when the tenant has it: Jan's profile says Dutch, but on the English page his
// installations' articles are named in English. Without the header, his own language; a language
// the tenant lacks, his own too.
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';

interface Row {
  articles?: { articles: { articleCode: string; descriptionLanguageText: string }[] }[];
}

describe.each(testDialects())('the language asked on %s', (dialect) => {
  const api = useCustomerApi(dialect);
  const heatPumpName = async (headers: Record<string, string>) => {
    const answer = await api.request({
      tenant: 'demo',
      customerId: api.jan.customerId,
      url: '/api/installations/',
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().data as Row[];
    const articles = rows.flatMap((row) => (row.articles ?? []).flatMap((group) => group.articles));
    return articles.find((article) => article.articleCode === 'DAI-ERGA08EV-EHBH08E6V')
      ?.descriptionLanguageText;
  };

  it('names the articles in the page’s language, else the customer’s own', async () => {
    expect(await heatPumpName({ 'accept-language': 'en' })).toBe(
      'Daikin Altherma 3 R air-to-water heat pump 8 kW',
    );
    expect(await heatPumpName({ 'accept-language': 'fr-BE,fr;q=0.9' })).toBe(
      'Pompe à chaleur air-eau Daikin Altherma 3 R 8 kW',
    );
    expect(await heatPumpName({})).toBe('Daikin Altherma 3 R lucht-waterwarmtepomp 8 kW');
    expect(await heatPumpName({ 'accept-language': 'de' })).toBe(
      'Daikin Altherma 3 R lucht-waterwarmtepomp 8 kW',
    );
  });
});
