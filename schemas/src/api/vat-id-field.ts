import { z } from 'zod';
import { normalizeVatId, vatIdVerdict } from '../rules/vat-id.ts';
import { fieldErrorParams } from './common.ts';

/**
 * A business's VAT id as a field of a call: empty, or the id of an EU member state that passes
 * its country's format and check digit (rules/vat-id.ts), kept in capitals without spaces.
 */
export const vatIdFieldSchema = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeVatId)
  .superRefine((value, context) => {
    if (value === '') return;
    const verdict = vatIdVerdict(value);
    if (verdict === 'VALID') return;
    context.addIssue({
      code: 'custom',
      message:
        verdict === 'INVALID_CHECKSUM'
          ? 'has a check digit that does not fit'
          : 'must be the VAT id of an EU member state such as ATU13585627',
      params: fieldErrorParams(
        verdict === 'INVALID_CHECKSUM' ? 'INVALID_CHECKSUM' : 'INVALID_FORMAT',
      ),
    });
  })
  .default('');
