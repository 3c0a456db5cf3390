import { describe, expect, it } from "vitest";
import { characterName, singleLineForbiddenCharacter, withoutXmlForbidden, xmlForbiddenCharacter, xmlText } from "./xml-text.ts";

describe("the characters XML 1.0 forbids", () => {
  it("are the C0 controls but tab and line breaks, U+FFFE, U+FFFF and lone surrogates", () => {
    for (let code = 0; code < 0x20; code++) {
      const expected = [0x09, 0x0a, 0x0d].includes(code) ? null : characterName(String.fromCharCode(code));
      expect(xmlForbiddenCharacter(`a${String.fromCharCode(code)}b`)).toBe(expected);
    }
    expect(xmlForbiddenCharacter("\u0000")).toBe("NUL");
    expect(xmlForbiddenCharacter("x\ufffe")).toBe("U+FFFE");
    expect(xmlForbiddenCharacter("x\uffff")).toBe("U+FFFF");
    expect(xmlForbiddenCharacter("x\ud83d")).toBe("U+D83D");
    expect(xmlForbiddenCharacter("Mulțumim 😀 \u0085 \ufffd")).toBeNull();
  });

  it("are dropped from kept text, and tab and line breaks are refused only where a text is one line", () => {
    expect(withoutXmlForbidden("Pop\u0001escu\u001f\uffff\ud83d 😀\tok\n")).toBe("Popescu 😀\tok\n");
    expect(singleLineForbiddenCharacter("Str. Lungă 1")).toBeNull();
    expect(singleLineForbiddenCharacter("Str.\tLungă")).toBe("U+0009");
    expect(singleLineForbiddenCharacter("Str.\nLungă")).toBe("U+000A");
    expect(singleLineForbiddenCharacter("Str.\u0001Lungă\n")).toBe("U+0001");
  });

  it("are dropped where text is written as XML, and the markup characters escaped", () => {
    expect(xmlText(`Pop & "fiii" <SRL> d'Or`)).toBe("Pop &amp; &quot;fiii&quot; &lt;SRL&gt; d&apos;Or");
    expect(xmlText("A\u0000B\u0001\u0008\u000b\u000c\u000e\u001f\ufffe\uffff\ud83dC\udc00")).toBe("ABC");
    expect(xmlText("Mulțumim 😀\tși\r\n\u0085 \ufffd")).toBe("Mulțumim 😀\tși\r\n\u0085 \ufffd");
  });
});
