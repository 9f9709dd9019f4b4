import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchTypography, frenchTypographyHtml, NARROW_NBSP as N, NBSP as S } from "./french-typography";

describe("frenchTypography", () => {
  it("puts a narrow no-break space before ; ! and ?", () => {
    expect(frenchTypography("Code correct ! Bienvenue.")).toBe(`Code correct${N}! Bienvenue.`);
    expect(frenchTypography("Pourquoi nous ? Parce que ; voilà")).toBe(`Pourquoi nous${N}? Parce que${N}; voilà`);
  });

  it("puts a no-break space before : and between a number and its unit", () => {
    expect(frenchTypography("Banque : 90 € par mois, 35 %.")).toBe(`Banque${S}: 90${S}€ par mois, 35${S}%.`);
    expect(frenchTypography("intervention en 15 min, 24 h sur 24")).toBe(`intervention en 15${S}min, 24${S}h sur 24`);
    expect(frenchTypography("{amount} € / mois")).toBe(`{amount}${S}€ / mois`);
    expect(frenchTypography("10 Mo au plus, 820 ko")).toBe(`10${S}Mo au plus, 820${S}ko`);
  });

  it("keeps the groups of a number together with narrow no-break spaces", () => {
    expect(frenchTypography("12 720 € sur 20 ans")).toBe(`12${N}720${S}€ sur 20 ans`);
    expect(frenchTypography("1 000 000 de clients")).toBe(`1${N}000${N}000 de clients`);
    expect(frenchTypography("15 000+ clients")).toBe(`15${N}000+ clients`);
  });

  it("does not glue numbers that are not one number", () => {
    expect(frenchTypography("en 2024 123 dossiers")).toBe("en 2024 123 dossiers");
    expect(frenchTypography("01 23 45 67 89")).toBe("01 23 45 67 89");
    expect(frenchTypography("2 à 4 semaines")).toBe("2 à 4 semaines");
  });

  it("leaves URLs, times, ratios, English phrases and placeholders alone", () => {
    for (const text of [
      "https://www.example.fr/devis?produit=auto&x=1",
      "mailto:contact@example.fr",
      "de 9:30 à 10:30",
      "Conciergerie 24/7",
      "Oops! Page not found",
      "{name}, {{count}} et {amount}",
      "/?index",
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it("spaces guillemets with no-break spaces", () => {
    expect(frenchTypography("« Tout était simple »")).toBe(`«${S}Tout était simple${S}»`);
  });

  it("does not touch a line break before punctuation", () => {
    expect(frenchTypography("Une ligne\n? seule")).toBe("Une ligne\n? seule");
  });

  it("is idempotent and changes nothing but spaces (a run of spaces before a sign becomes one)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab1 2€%:;!?«»{}/0\u00A0".split("")) }), (text) => {
        const once = frenchTypography(text);
        expect(frenchTypography(once)).toBe(once);
        const strip = (value: string) => value.replace(/[ \u00A0\u202F]+/g, "_");
        expect(strip(once)).toBe(strip(text));
      }),
    );
  });
});

describe("frenchTypographyHtml", () => {
  it("typesets text between tags, never tags, attributes or code", () => {
    const html =
      '<p>Économie : <strong>12 720 €</strong> !</p><a href="/x?a=b" title="a ?">Lien ?</a><code>a ; b</code><pre><code>x : y</code></pre>';
    expect(frenchTypographyHtml(html)).toBe(
      `<p>Économie${S}: <strong>12${N}720${S}€</strong>${N}!</p><a href="/x?a=b" title="a ?">Lien${N}?</a><code>a ; b</code><pre><code>x : y</code></pre>`,
    );
  });

  it("leaves entities intact", () => {
    expect(frenchTypographyHtml("<p>l&#39;assurance &amp; vous ?</p>")).toBe(`<p>l&#39;assurance &amp; vous${N}?</p>`);
  });
});
