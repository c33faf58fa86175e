import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Answers } from '../../../shared/forms/answers.ts';
import { visibleFieldIds } from '../../../shared/forms/answers.ts';
import type { FormDefinition } from '../../../shared/forms/definition.ts';
import { FORM_SIGNATURE_MESSAGES } from '../../../shared/forms/messages.ts';
import { signatureForRecord } from './signature-image.ts';

/** What a signed record shows: the submission as stored, with the frozen version it was made on. */
export interface SignedRecordInput {
  submissionId: string;
  formTitle: string;
  version: number;
  definition: FormDefinition;
  answers: Answers;
  participantName: string;
  signedByName: string;
  signedByEmail: string;
  onBehalfOfFamily: boolean;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Whether a version asks for anything a signed record would hold. */
export const hasSignedParts = (definition: FormDefinition) => definition.fields.some((field) => field.type === 'waiver' || field.type === 'signature');

const PAGE = { width: 612, height: 792, margin: 56 } as const;

/**
 * The signed record of a submission as a PDF (pdf-lib): the waiver texts exactly as the version
 * froze them, the agreement, the typed name and the drawn signatures, with who signed, for whom,
 * when, from which address and browser. Built from the stored rows on each download, so the
 * signer and the organiser always get the same document.
 */
export async function signedRecordPdf(input: SignedRecordInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.formTitle}: signed record`);
  pdf.setAuthor('Rally');
  pdf.setCreationDate(input.signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular);

  writer.paragraph(input.formTitle, { font: bold, size: 18 });
  writer.paragraph(`Signed record, version ${input.version} of the form`, { size: 11, color: 0.35 });
  writer.gap(10);
  const facts: [string, string][] = [
    ['Participant', input.participantName],
    ['Signed by', `${input.signedByName} (${input.signedByEmail})${input.onBehalfOfFamily ? `, on behalf of ${input.participantName}` : ''}`],
    ['Signed at', `${input.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`],
    ['IP address', input.ip ?? 'not recorded'],
    ['Browser', input.userAgent ?? 'not recorded'],
    ['Submission', input.submissionId],
  ];
  for (const [label, value] of facts) writer.paragraph(`${label}: ${value}`, { size: 10 });

  const shown = visibleFieldIds(input.definition, input.answers);
  for (const field of input.definition.fields) {
    if (!shown.has(field.id)) continue;
    if (field.type === 'waiver') {
      const answer = input.answers[field.id] as { agreed?: boolean; signerName?: string } | undefined;
      writer.gap(16);
      writer.paragraph(field.label, { font: bold, size: 13 });
      writer.paragraph(field.text, { size: 10 });
      writer.gap(6);
      writer.paragraph(`${answer?.agreed ? '[x]' : '[ ]'} ${field.agreement}`, { size: 10 });
      writer.paragraph(`Typed name: ${answer?.signerName ?? ''}`, { font: bold, size: 10 });
    } else if (field.type === 'signature') {
      const dataUrl = input.answers[field.id];
      writer.gap(16);
      writer.paragraph(field.label, { font: bold, size: 13 });
      if (typeof dataUrl !== 'string' || dataUrl === '') {
        writer.paragraph(FORM_SIGNATURE_MESSAGES.none, { size: 10 });
        continue;
      }
      const image = await embedSignature(pdf, dataUrl);
      if (image) {
        const scaled = image.scaleToFit(240, 90);
        const page = writer.room(scaled.height + 14);
        page.drawImage(image, { x: PAGE.margin, y: writer.y - scaled.height, width: scaled.width, height: scaled.height });
        writer.y -= scaled.height + 4;
        page.drawLine({ start: { x: PAGE.margin, y: writer.y }, end: { x: PAGE.margin + 240, y: writer.y }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
        writer.y -= 10;
      } else {
        writer.paragraph(FORM_SIGNATURE_MESSAGES.notShown, { size: 10 });
      }
    }
  }
  return pdf.save();
}

/**
 * A stored signature as a PDF image, or null when it cannot be shown: the record of a submission
 * is still produced, with a line saying so, rather than failing for good on one bad answer.
 */
async function embedSignature(pdf: PDFDocument, dataUrl: string): Promise<PDFImage | null> {
  const png = await signatureForRecord(dataUrl);
  if (!png) return null;
  try {
    return await pdf.embedPng(png);
  } catch {
    return null;
  }
}

/** Lays out wrapped lines top to bottom, starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The current page, after moving to a new one unless `height` still fits. */
  room(height: number): PDFPage {
    if (this.y - height < PAGE.margin) {
      this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
    return this.page;
  }

  gap(points: number) {
    this.y -= points;
  }

  paragraph(text: string, options: { font?: PDFFont; size: number; color?: number }) {
    const font = options.font ?? this.font;
    const lineHeight = options.size * 1.35;
    const shade = options.color ?? 0;
    for (const line of wrap(encodable(font, text), font, options.size, PAGE.width - 2 * PAGE.margin)) {
      const page = this.room(lineHeight);
      this.y -= lineHeight;
      page.drawText(line, { x: PAGE.margin, y: this.y, size: options.size, font, color: rgb(shade, shade, shade) });
    }
  }
}

/**
 * The standard PDF fonts cover Latin-1 (WinAnsi) only; any other character would make pdf-lib
 * throw, so it is written as '?'. The text itself is kept intact in the database.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')].map((char) => (char === '\n' || supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the page (a long URL) is cut where it overflows, one character's width at a time.
      let rest = '';
      let restWidth = 0;
      for (const char of word) {
        const charWidth = font.widthOfTextAtSize(char, size);
        if (rest && restWidth + charWidth > width) {
          lines.push(rest);
          rest = '';
          restWidth = 0;
        }
        rest += char;
        restWidth += charWidth;
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
