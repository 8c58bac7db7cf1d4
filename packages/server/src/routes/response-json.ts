import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameJson } from './response-memo.ts';

/**
 * Writes a value as the JSON text of a response schema, or answers `undefined` when it cannot
 * be sure the schema accepts the value (then zod decides, and names what does not match).
 */
export type ResponseJson = (value: unknown) => string | undefined;

type Check = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
};
type Def = {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The string formats whose whole check is their pattern (as in zod's own `string_format`). */
const patternFormats = new Set(['regex', 'date', 'email', 'uuid']);

/**
 * A string JSON writes as it is, between quotes: no quote, backslash, control character or
 * surrogate (which JSON.stringify escapes when unpaired). Testing is cheaper than escaping.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const plain = /^[^\u0000-\u001f"\\\ud800-\udfff]*$/;

/** zod's own encoding of a part the writer does not compile; undefined where zod refuses it. */
function byZod(schema: z.ZodType, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = z.safeEncode(schema, value);
  return result.success ? JSON.stringify(result.data) : undefined;
}

/** Generated code's constants (`c[i]`: patterns, value tables, schemas) and fresh names. */
class GeneratedSource {
  readonly constants: unknown[] = [];
  private names = 0;

  protected constant(value: unknown) {
    this.constants.push(value);
    return `c[${this.constants.length - 1}]`;
  }

  protected name(prefix: string) {
    this.names += 1;
    return `${prefix}${this.names}`;
  }
}

/**
 * Generates the source of one writer: straight-line code per schema part that tests the value
 * held in a variable, returns (undefined) at the first doubt and otherwise appends its JSON to
 * `json`. Regular expressions, value tables and the parts left to zod are constants `c[i]`.
 */
class WriterSource extends GeneratedSource {
  /** Conditions (each true when the value fails) for the checks of a part, or null if unknown. */
  private failing(def: Def, value: string, size: string): string[] | null {
    const conditions: string[] = [];
    for (const { _zod } of def.checks ?? []) {
      const check = _zod.def;
      switch (check.check) {
        case 'min_length':
          conditions.push(`${size} < ${Number(check.minimum)}`);
          break;
        case 'max_length':
          conditions.push(`${size} > ${Number(check.maximum)}`);
          break;
        case 'length_equals':
          conditions.push(`${size} !== ${Number(check.length)}`);
          break;
        case 'string_format':
          if (!check.pattern || !patternFormats.has(check.format ?? '')) return null;
          conditions.push(this.mismatch(check.pattern, value));
          break;
        case 'number_format':
          if (check.format !== 'safeint') return null;
          conditions.push(`!Number.isSafeInteger(${value})`);
          break;
        case 'greater_than':
          conditions.push(`!(${value} ${check.inclusive ? '>=' : '>'} ${Number(check.value)})`);
          break;
        case 'less_than':
          conditions.push(`!(${value} ${check.inclusive ? '<=' : '<'} ${Number(check.value)})`);
          break;
        default:
          return null;
      }
    }
    return conditions;
  }

  private mismatch(pattern: RegExp, value: string) {
    const regExp = this.constant(pattern);
    return pattern.global || pattern.sticky
      ? `(${regExp}.lastIndex = 0, !${regExp}.test(${value}))`
      : `!${regExp}.test(${value})`;
  }

  private byZod(schema: z.ZodType, value: string) {
    const text = this.name('t');
    return `const ${text} = byZod(${this.constant(schema)}, ${value}); if (${text} === undefined) return; json += ${text};`;
  }

  private test(conditions: string[], write: string) {
    return `if (${conditions.join(' || ')}) return; ${write}`;
  }

  /** Code that writes the value in variable `value` as `schema` says. */
  write(schema: z.ZodType, value: string): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string': {
        const checks = this.failing(def, value, `${value}.length`);
        if (def.coerce || !checks) return this.byZod(schema, value);
        if (def.format !== undefined) {
          if (!def.pattern || !patternFormats.has(def.format)) return this.byZod(schema, value);
          checks.push(this.mismatch(def.pattern, value));
        }
        return this.test(
          [`typeof ${value} !== 'string'`, ...checks],
          `json += plain.test(${value}) ? '"' + ${value} + '"' : JSON.stringify(${value});`,
        );
      }
      case 'number': {
        const checks = this.failing(def, value, '0');
        if (def.coerce || def.format !== undefined || !checks) return this.byZod(schema, value);
        return this.test(
          [`typeof ${value} !== 'number'`, `!Number.isFinite(${value})`, ...checks],
          `json += String(${value});`,
        );
      }
      case 'boolean':
        if (def.coerce || def.checks?.length) return this.byZod(schema, value);
        return this.test([`typeof ${value} !== 'boolean'`], `json += ${value} ? 'true' : 'false';`);
      case 'enum':
      case 'literal': {
        const allowed = def.type === 'enum' ? Object.values(def.entries!) : def.values!;
        const plain = (entry: unknown) =>
          entry === null || ['string', 'number', 'boolean'].includes(typeof entry);
        if (def.checks?.length || !allowed.every(plain)) return this.byZod(schema, value);
        const texts = this.constant(
          new Map(allowed.map((entry) => [entry, JSON.stringify(entry)])),
        );
        const text = this.name('t');
        return `const ${text} = ${texts}.get(${value}); if (${text} === undefined) return; json += ${text};`;
      }
      case 'nullable':
        if (def.checks?.length) return this.byZod(schema, value);
        return `if (${value} === null) json += 'null'; else { ${this.write(def.innerType!, value)} }`;
      case 'array': {
        const length = `${value}.length`;
        const checks = this.failing(def, value, length);
        if (!checks) return this.byZod(schema, value);
        const index = this.name('i');
        const item = this.name('v');
        return (
          this.test([`!Array.isArray(${value})`, ...checks], `json += '[';`) +
          `for (let ${index} = 0; ${index} < ${length}; ${index}++) {` +
          `if (${index} !== 0) json += ','; const ${item} = ${value}[${index}];` +
          `${this.write(def.element!, item)} } json += ']';`
        );
      }
      case 'object':
        return this.object(schema, def, value);
      default:
        return this.byZod(schema, value);
    }
  }

  private object(schema: z.ZodType, def: Def, value: string): string {
    const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
    if (def.checks?.length || (def.catchall !== undefined && !strict)) {
      return this.byZod(schema, value);
    }
    const keys = Object.keys(def.shape!);
    let code = this.test(
      [`typeof ${value} !== 'object'`, `${value} === null`, `Array.isArray(${value})`],
      '',
    );
    if (strict) {
      const key = this.name('k');
      code += `for (const ${key} in ${value}) if (!${this.constant(new Set(keys))}.has(${key})) return;`;
    }
    code += `json += '{';`;
    // Whether a property was written before: known while every property so far is required.
    let written: boolean | string = false;
    for (const key of keys) {
      const part = def.shape![key]!;
      const partDef = defOf(part);
      const optional = partDef.type === 'optional' && !partDef.checks?.length;
      const item = this.name('v');
      const name = JSON.stringify(key);
      const label =
        typeof written === 'string'
          ? `json += ${written} ? ${JSON.stringify(`,${name}:`)} : ${JSON.stringify(`${name}:`)};`
          : `json += ${JSON.stringify(`${written ? ',' : ''}${name}:`)};`;
      code += `const ${item} = ${value}[${JSON.stringify(key)}];`;
      if (optional) {
        const flag: string = typeof written === 'string' ? written : this.name('w');
        if (typeof written !== 'string') code += `let ${flag} = ${written};`;
        code += `if (${item} !== undefined) { ${label} ${this.write(partDef.innerType!, item)} ${flag} = true; }`;
        written = flag;
      } else {
        code += `${label} ${this.write(part, item)}`;
        if (typeof written === 'string') code += `${written} = true;`;
        else written = true;
      }
    }
    return `${code} json += '}';`;
  }
}

/**
 * Compiles a response schema once into a writer that checks a value and writes its JSON in
 * one pass, without the intermediate objects zod's encoding builds. What it writes is exactly
 * `JSON.stringify(z.encode(schema, value))`: objects, arrays, strings, numbers, booleans, enums,
 * literals and nullables with their usual checks become generated code; any other part is
 * encoded by zod, and a value the writer doubts is left to zod as a whole.
 */
export function compileResponseJson(schema: z.ZodType): ResponseJson {
  const source = new WriterSource();
  const body = source.write(schema, 'value');
  const create = new Function(
    'c',
    'byZod',
    'plain',
    `return function writeJson(value) { let json = ''; ${body} return json; };`,
  ) as (constants: unknown[], zod: typeof byZod, plainText: RegExp) => ResponseJson;
  return create(source.constants, byZod, plain);
}

/**
 * Fastify's serializer for contract responses: the compiled writer, and zod's encoding (which
 * names what does not match) where the writer declines. A response that does not match its
 * schema is an error, as with fastify-type-provider-zod's serializer.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
  method,
  url,
}) => {
  const json = compileResponseJson(schema);
  return (data) => {
    const text = json(data);
    if (text !== undefined) return text;
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * Generates the source of one comparison: code per schema part that returns false as soon as
 * the values in two variables would not be written alike. Parts the writer checks and writes
 * itself are compared as it reads them (a strict object's keys beyond its shape included); any
 * other part by `sameJson`.
 */
class SameSource extends GeneratedSource {
  /** Code for the parts in `a` and `b`, both absent or null alike where the schema allows it. */
  private either(absent: 'null' | 'undefined', inner: z.ZodType, a: string, b: string) {
    return `if (${a} === ${absent} || ${b} === ${absent}) { if (${a} !== ${b}) return false; } else { ${this.compare(inner, a, b)} }`;
  }

  compare(schema: z.ZodType, a: string, b: string): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'enum':
      case 'literal':
        return `if (${a} !== ${b}) return false;`;
      case 'nullable':
        return this.either('null', def.innerType!, a, b);
      case 'optional':
        return this.either('undefined', def.innerType!, a, b);
      case 'array': {
        const index = this.name('i');
        const [x, y] = [this.name('x'), this.name('y')];
        return (
          `if (${a} !== ${b}) { if (!Array.isArray(${a}) || !Array.isArray(${b}) || ${a}.length !== ${b}.length) return false;` +
          `for (let ${index} = 0; ${index} < ${a}.length; ${index}++) { const ${x} = ${a}[${index}], ${y} = ${b}[${index}]; ${this.compare(def.element!, x, y)} } }`
        );
      }
      case 'object': {
        const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
        if (def.checks?.length || (def.catchall !== undefined && !strict)) break;
        const keys = Object.keys(def.shape!);
        let code = `if (${a} !== ${b}) { if (typeof ${a} !== 'object' || ${a} === null || typeof ${b} !== 'object' || ${b} === null || Array.isArray(${b})) return false;`;
        if (strict) {
          const key = this.name('k');
          code += `for (const ${key} in ${b}) if (!${this.constant(new Set(keys))}.has(${key})) return false;`;
        }
        for (const key of keys) {
          const [x, y] = [this.name('x'), this.name('y')];
          const property = JSON.stringify(key);
          code += `const ${x} = ${a}[${property}], ${y} = ${b}[${property}]; ${this.compare(def.shape![key]!, x, y)}`;
        }
        return `${code} }`;
      }
    }
    return `if (!sameJson(${a}, ${b})) return false;`;
  }
}

/**
 * Compiles a response schema once into a comparison of two values: true only when the second
 * is written exactly as the first, and is accepted by the schema if the first was. Parts the
 * writer compiles are compared as straight-line code, the rest by `sameJson`.
 */
export function compileSameJson(schema: z.ZodType): (a: unknown, b: unknown) => boolean {
  const source = new SameSource();
  const body = source.compare(schema, 'a', 'b');
  const create = new Function(
    'c',
    'sameJson',
    `return function sameAnswer(a, b) { ${body} return true; };`,
  ) as (constants: unknown[], same: typeof sameJson) => (a: unknown, b: unknown) => boolean;
  return create(source.constants, sameJson);
}
