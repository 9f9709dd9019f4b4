import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, ChoiceGroup, controlAria, Field, SelectField, TextAreaField, TextField } from "./form-controls";

/** The markup as a document, to read attributes the way a screen reader's tree would. */
function parse(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const attributesOf = (selector: RegExp) => {
    const tag = html.match(selector)?.[0];
    if (!tag) throw new Error(`no ${selector} in ${html}`);
    return Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1], m[2] ?? ""]));
  };
  return { html, attributesOf };
}

describe("the field family", () => {
  it("ties the label to the control, and describes nothing when there is no hint nor error", () => {
    const { attributesOf, html } = parse(<TextField id="f-name" name="name" label="Nom" />);
    expect(attributesOf(/<label[^>]*>/)).toMatchObject({ for: "f-name" });
    const input = attributesOf(/<input[^>]*>/);
    expect(input).toMatchObject({ id: "f-name", name: "name" });
    expect(input).not.toHaveProperty("aria-describedby");
    expect(input).not.toHaveProperty("aria-invalid");
    expect(html).not.toContain("f-name-hint");
    expect(html).not.toContain("f-name-error");
  });

  it("points the control to its hint, and to its error once there is one, and marks it invalid", () => {
    const calm = parse(<TextField id="f" label="Date" hint="JJ/MM/AAAA" />);
    expect(calm.attributesOf(/<input[^>]*>/)["aria-describedby"]).toBe("f-hint");
    expect(calm.attributesOf(/<p[^>]*>/)).toMatchObject({ id: "f-hint" });

    const wrong = parse(<TextField id="f" label="Date" hint="JJ/MM/AAAA" error="Date impossible." />);
    const input = wrong.attributesOf(/<input[^>]*>/);
    expect(input["aria-describedby"]).toBe("f-hint f-error");
    expect(input["aria-invalid"]).toBe("true");
    expect(wrong.html).toMatch(/<p id="f-error"[^>]*>Date impossible\.<\/p>/);
  });

  it("shows the error it is given as it is (a message, never a key to translate)", () => {
    const { html } = parse(<SelectField id="s" label="Type" error="requests.errors.type" />);
    expect(html).toContain(">requests.errors.type</p>");
  });

  it("wires text areas and selects the same way", () => {
    for (const element of [
      <TextAreaField key="a" id="x" label="Détails" hint="Facultatif" error="Trop long." />,
      <SelectField key="s" id="x" label="Type" hint="Choisissez" error="Choisissez un type." />,
    ]) {
      const control = parse(element).attributesOf(/<(textarea|select)[^>]*>/);
      expect(control).toMatchObject({ id: "x", "aria-invalid": "true", "aria-describedby": "x-hint x-error" });
    }
  });

  it("puts the hint before the control when asked (the quote engine's layout), still described by it", () => {
    const { html, attributesOf } = parse(<TextField id="m" label="Montant" hint="En euros" hintFirst />);
    expect(html.indexOf('id="m-hint"')).toBeLessThan(html.indexOf("<input"));
    expect(attributesOf(/<input[^>]*>/)["aria-describedby"]).toBe("m-hint");
  });

  it("lets the caller keep required and its own attributes on the control", () => {
    const { attributesOf } = parse(<TextField id="e" label="E-mail" type="email" required autoComplete="email" />);
    expect(attributesOf(/<input[^>]*>/)).toMatchObject({ type: "email", required: "", autoComplete: "email" });
  });

  it("hands any control (a code in boxes, a file) the same attributes", () => {
    const { attributesOf } = parse(
      <Field id="c" label="Code" hint="6 chiffres" error="Code incorrect.">
        {(aria) => <output {...aria} />}
      </Field>,
    );
    expect(attributesOf(/<output[^>]*>/)).toMatchObject({
      id: "c",
      "aria-invalid": "true",
      "aria-describedby": "c-hint c-error",
    });
  });

  it("describes a group of choices by its error, and marks every choice invalid", () => {
    const options = [
      { value: "yes", label: "Oui" },
      { value: "no", label: "Non" },
    ];
    const calm = parse(
      <ChoiceGroup id="third" name="third" type="radio" legend="Tiers ?" options={options} checked="no" />,
    );
    expect(calm.attributesOf(/<fieldset[^>]*>/)).not.toHaveProperty("aria-describedby");
    expect(calm.html).toMatch(/checked="" value="no"/);

    const wrong = parse(
      <ChoiceGroup id="third" name="third" type="radio" legend="Tiers ?" options={options} error="Répondez." />,
    );
    expect(wrong.attributesOf(/<fieldset[^>]*>/)["aria-describedby"]).toBe("third-error");
    expect(wrong.html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(wrong.html).toContain('<legend class="mb-1.5 text-sm font-semibold">Tiers ?</legend>');
    expect(wrong.html).toMatch(/<p id="third-error"[^>]*>Répondez\.<\/p>/);
  });

  it("ties a checkbox to its error", () => {
    const { attributesOf, html } = parse(<CheckboxField id="p" name="privacy" label="J'accepte" error="Cochez." />);
    expect(attributesOf(/<input[^>]*>/)).toMatchObject({
      id: "p",
      "aria-invalid": "true",
      "aria-describedby": "p-error",
    });
    expect(html).toContain('id="p-error"');
  });

  it("builds the attributes from the id alone", () => {
    expect(controlAria("z", {})).toEqual({ id: "z", "aria-invalid": undefined, "aria-describedby": undefined });
    expect(controlAria("z", { error: "" })["aria-invalid"]).toBeUndefined();
    expect(controlAria("z", { hint: true, error: "!" })).toEqual({
      id: "z",
      "aria-invalid": true,
      "aria-describedby": "z-hint z-error",
    });
  });
});
