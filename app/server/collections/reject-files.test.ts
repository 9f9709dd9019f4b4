import { describe, expect, it } from "vitest";
import { RejectFileUnreadable, readRejectFile } from "./reject-files";
import { REJECT_REASONS, reasonNeedsNewMandate, reasonText } from "./reject-reasons";

const bytes = (text: string) => new TextEncoder().encode(text);

/** A payment status report as a French bank sends it after a collection (pain.002.001.03). */
const PAIN_002 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>RJCT-20261207-01</MsgId><CreDtTm>2026-12-07T08:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>MC-PRL-20261205-01</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId><GrpSts>PART</GrpSts></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>MC-PRL-20261205-01.0</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>MC-ECH-0001</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf>
        <OrgnlTxRef><Amt><InstdAmt Ccy="EUR">245.00</InstdAmt></Amt><ReqdColltnDt>2026-12-05</ReqdColltnDt></OrgnlTxRef>
      </TxInfAndSts>
      <TxInfAndSts>
        <OrgnlEndToEndId>MC-ECH-0002</OrgnlEndToEndId>
        <TxSts>ACSC</TxSts>
      </TxInfAndSts>
      <TxInfAndSts>
        <OrgnlEndToEndId>NOTPROVIDED</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>MS03</Cd></Rsn></StsRsnInf>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>MC-PRL-20261205-01.1</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>MC-ECH-0003</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>md01</Cd></Rsn><AddtlInf>Pas de mandat</AddtlInf></StsRsnInf>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;

describe("a bank's rejects", () => {
  it("reads the rejected transactions of a pain.002, with their reason and amount", () => {
    const file = readRejectFile(bytes(PAIN_002));
    expect(file.format).toBe("pain.002");
    expect(file.lines).toEqual([
      { line: 1, endToEndId: "MC-ECH-0001", reasonCode: "AM04", amountCents: 24_500, rejectedOn: "2026-12-07" },
      { line: 4, endToEndId: "MC-ECH-0003", reasonCode: "MD01", amountCents: null, rejectedOn: "2026-12-07" },
    ]);
    expect(file.problems).toEqual([{ line: 3, problem: "noReference" }]);
  });

  it("reads a bank's CSV in Windows-1252 with `;`, its columns in any order", () => {
    const csv =
      "Date de rejet;Montant;Code motif;Référence de bout en bout\r\n07/12/2026;245,00;AM04;MC-ECH-0001\r\n07/12/2026;12,00;??;MC-ECH-0009\r\n";
    const latin = Uint8Array.from([...csv].map((c) => c.charCodeAt(0)));
    const file = readRejectFile(latin);
    expect(file.format).toBe("csv");
    expect(file.lines).toEqual([
      { line: 2, endToEndId: "MC-ECH-0001", reasonCode: "AM04", amountCents: 24_500, rejectedOn: "2026-12-07" },
    ]);
    expect(file.problems).toEqual([{ line: 3, problem: "badReason" }]);
  });

  it("says why a file is no rejects file", () => {
    const reasonOf = (text: string) => {
      try {
        readRejectFile(bytes(text));
        return "read";
      } catch (error) {
        return error instanceof RejectFileUnreadable ? error.reason : "crash";
      }
    };
    expect(reasonOf("")).toBe("empty");
    expect(reasonOf("<Document><unclosed></Document>")).toBe("notXml");
    expect(reasonOf("<Document><CstmrDrctDbtInitn/></Document>")).toBe("notPain002");
    expect(reasonOf("Nom;Prénom\nDupont;Jean\n")).toBe("columns");
    // An entity bomb is not expanded: the file reads as nothing rejected.
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><Document><CstmrPmtStsRpt>&b;</CstmrPmtStsRpt></Document>`;
    expect(["read", "notXml", "notPain002"]).toContain(reasonOf(bomb));
  });

  it("has words for every reason it knows, and says which need a new mandate", () => {
    expect(reasonText("AM04")).toEqual({ key: "collections.reasons.AM04" });
    expect(reasonText("ZZ99")).toEqual({ key: "collections.reasons.other", params: { code: "ZZ99" } });
    expect(REJECT_REASONS).toEqual(
      expect.arrayContaining(["AM04", "MD01", "AC04", "AC01", "AC06", "MS02", "MS03", "SL01", "MD06", "RR01", "RR04"]),
    );
    expect(reasonNeedsNewMandate("AC04")).toBe(true);
    expect(reasonNeedsNewMandate("AM04")).toBe(false);
  });
});
