import { describe, expect, it } from "vitest";
import { cleanLine, cleanLines, formInput, jsonInput, readFormInput } from "./form-reader";

describe("cleaning text", () => {
  it.each([
    ["NUL and other C0 controls", "a\u0000b\u0007c\u001bd", "a b c d"],
    ["DEL and C1 controls", "a\u007fb\u0085c\u009fd", "a b c d"],
    ["line breaks and tabs, on one line", "a\r\nb\nc\rd\te", "a b c d e"],
    ["lone surrogates", "a\ud800b\udfffc", "a\ufffdb\ufffdc"],
    [
      "bidi overrides, embeddings and isolates",
      "facture\u202egnp.exe \u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069ok",
      "facturegnp.exe ok",
    ],
    [
      "right-to-left text with its marks",
      "\u05e9\u05dc\u05d5\u05dd \u200fABC\u200e \u0627\u061c",
      "\u05e9\u05dc\u05d5\u05dd \u200fABC\u200e \u0627\u061c",
    ],
    ["text people type", "Élodie O'Brien – 06 12 34 56 78 😀 <b>", "Élodie O'Brien – 06 12 34 56 78 😀 <b>"],
  ])("cleans %s from one line", (_case, raw, clean) => {
    expect(cleanLine(raw)).toBe(clean);
  });

  it("keeps line breaks (CRLF and CR become \\n) and tabs in several lines, and nothing else", () => {
    expect(cleanLines("Bonjour\u0000,\r\nligne 2\rligne 3\n\tMerci\u0007")).toBe(
      "Bonjour ,\nligne 2\nligne 3\n\tMerci ",
    );
    expect(cleanLines("Motif :\n\u202eesuaccA")).toBe("Motif :\nesuaccA");
  });
});

describe("reading a form", () => {
  it("reads texts cleaned, lists for repeated fields, undefined when absent", () => {
    const form = new URLSearchParams([
      ["nom", "Du\u0000rand"],
      ["nom", "ignored"],
      ["message", "a\r\nb"],
      ["choix", "a\u0000"],
      ["choix", "b"],
    ]);
    const input = formInput(form);
    expect(input.line("nom")).toBe("Du rand");
    expect(input.lines("message")).toBe("a\nb");
    expect(input.line("message")).toBe("a b");
    expect(input.all("choix")).toEqual(["a ", "b"]);
    expect(input.line("absent")).toBeUndefined();
    expect(input.all("absent")).toEqual([]);
    expect(input.file("nom")).toBeNull();
  });

  it("gives the file of a multipart form, and none for the empty part of a form sent without one", () => {
    const form = new FormData();
    form.set("cv", new File(["%PDF-"], "cv.pdf"));
    form.set("none", new File([], ""));
    const input = formInput(form);
    expect(input.file("cv")?.name).toBe("cv.pdf");
    expect(input.file("none")).toBeNull();
    expect(input.line("cv")).toBeUndefined();
  });

  it("reads a JSON body like a form: strings, true as a ticked box, lists of strings; nothing else", () => {
    const body = JSON.parse(
      '{"name":"A\\u0000B","box":true,"no":false,"n":42,"o":{"a":1},"list":["x","\\ud800",3],"__proto__":{"p":"x"}}',
    );
    const input = jsonInput(body);
    expect(input.line("name")).toBe("A B");
    expect(input.line("box")).toBe("on");
    for (const name of ["no", "n", "o", "list", "p", "toString", "constructor"])
      expect(input.line(name)).toBeUndefined();
    expect(input.all("list")).toEqual(["x", "\ufffd"]);
    expect(input.file("name")).toBeNull();
  });

  it("reads a request's form once, or null when the body is not a form", async () => {
    const post = (body: string, type: string) =>
      new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": type } });
    expect((await readFormInput(post("a=1%002", "application/x-www-form-urlencoded")))?.line("a")).toBe("1 2");
    expect(await readFormInput(post("{}", "application/json"))).toBeNull();
    expect(await readFormInput(post("--broken", "multipart/form-data; boundary=zz"))).toBeNull();
  });
});
