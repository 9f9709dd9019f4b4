import { describe, expect, it } from "vitest";
import { PRODUCT_LINES } from "~/server/contracts/contract-types";
import { needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import { changedNeeds, REVIEW_QUESTIONS, reviewQuestionnaire } from "./review-questionnaires";

describe("the short questionnaire before a renewal", () => {
  it("asks each line a few questions of its offers' questionnaire, none missing", () => {
    for (const line of PRODUCT_LINES) {
      const short = reviewQuestionnaire(line);
      expect(short.fields.map((field) => field.name)).toEqual([...REVIEW_QUESTIONS[line].fields]);
      expect(short.fields.length).toBeLessThanOrEqual(4);
      expect(needsQuestionnaire(short.questionnaire).line).toBe(line);
    }
  });

  it("tells the questions answered otherwise, a list in any order being the same answer", () => {
    const { fields } = reviewQuestionnaire("health");
    const known = { peopleCovered: "2", hospitalLevel: "medium", opticalLevel: "basic", dentalLevel: "high" };
    expect(changedNeeds(fields, known, { ...known })).toEqual([]);
    expect(changedNeeds(fields, known, { ...known, peopleCovered: "3", dentalLevel: "basic" })).toEqual([
      "peopleCovered",
      "dentalLevel",
    ]);
    const vehicle = reviewQuestionnaire("vehicle").fields;
    const before = { vehicleUse: "private", drivers: "1", guaranteesWanted: ["theftFire", "civilLiability"] };
    expect(changedNeeds(vehicle, before, { ...before, guaranteesWanted: ["civilLiability", "theftFire"] })).toEqual([]);
    // A question never answered before is no change; nothing known at all is every question.
    expect(changedNeeds(vehicle, { drivers: "1" }, { vehicleUse: "business", drivers: "1" })).toEqual([]);
    expect(changedNeeds(vehicle, null, before)).toEqual(["vehicleUse", "drivers", "guaranteesWanted"]);
  });
});
