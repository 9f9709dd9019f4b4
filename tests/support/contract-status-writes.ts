import { parse } from "@babel/parser";

/**
 * Finds the places a source file writes the `status` column of the contracts table: a Drizzle
 * `.update(contracts).set({ status })` (or an upsert's `set`), and raw SQL `update contracts set
 * … status`. It reads the syntax tree, so layout, comments, quoting and an aliased import do not
 * hide a write; a `.set()` it cannot read through (a value from elsewhere) counts as a write, so
 * a doubt fails the test instead of passing it.
 */

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const SCHEMA = /(^|\/)db\/schema(\/customer-area|\/index)?$|^\.\.?\/(customer-area|schema)$/;

/** The names this file gives the contracts table: `contracts`, `contracts as c`, or `schema.contracts`. */
function tableNames(ast: Node) {
  const direct = new Set<string>();
  const namespaces = new Set<string>();
  walk(ast, (node) => {
    if (node.type !== "ImportDeclaration") return;
    const source = (node.source as { value: string }).value;
    if (!SCHEMA.test(source)) return;
    for (const specifier of node.specifiers as Node[]) {
      if (specifier.type === "ImportNamespaceSpecifier") namespaces.add((specifier.local as { name: string }).name);
      const imported = specifier.imported as { name?: string; value?: string } | undefined;
      if (specifier.type === "ImportSpecifier" && (imported?.name ?? imported?.value) === "contracts") {
        direct.add((specifier.local as { name: string }).name);
      }
    }
  });
  return (node: unknown): boolean => {
    if (!isNode(node)) return false;
    if (node.type === "Identifier") return direct.has(node.name as string);
    if (node.type === "MemberExpression" && isNode(node.object) && node.object.type === "Identifier") {
      return namespaces.has(node.object.name as string) && propertyName(node) === "contracts";
    }
    return false;
  };
}

function propertyName(member: Node): string | null {
  const property = member.property as Node;
  if (property.type === "Identifier" && !member.computed) return property.name as string;
  if (property.type === "StringLiteral") return property.value as string;
  return null;
}

function keyName(property: Node): string | null {
  const key = property.key as Node;
  if (key.type === "Identifier" && !property.computed) return key.name as string;
  if (key.type === "StringLiteral") return key.value as string;
  return null;
}

/** Whether an object given to `.set()` may hold `status`; what cannot be followed counts as yes. */
function maySetStatus(value: Node, declarations: Map<string, Node>, seen = new Set<Node>()): boolean {
  if (seen.has(value)) return false;
  seen.add(value);
  if (
    value.type === "TSAsExpression" ||
    value.type === "TSSatisfiesExpression" ||
    value.type === "ParenthesizedExpression"
  ) {
    return maySetStatus(value.expression as Node, declarations, seen);
  }
  if (value.type === "ObjectExpression") {
    return (value.properties as Node[]).some((property) => {
      if (property.type === "SpreadElement") return maySetStatus(property.argument as Node, declarations, seen);
      if (property.computed && keyName(property) === null) return true;
      return keyName(property) === "status";
    });
  }
  if (value.type === "Identifier") {
    const declared = declarations.get(value.name as string);
    return declared ? maySetStatus(declared, declarations, seen) : true;
  }
  if (value.type === "CallExpression" && isNode(value.callee) && value.callee.type === "Identifier") {
    const declared = declarations.get(value.callee.name as string);
    return declared ? maySetStatus(declared, declarations, seen) : true;
  }
  if (
    value.type === "FunctionDeclaration" ||
    value.type === "ArrowFunctionExpression" ||
    value.type === "FunctionExpression"
  ) {
    const body = value.body as Node;
    if (body.type !== "BlockStatement") return maySetStatus(body, declarations, seen);
    const returned: Node[] = [];
    walk(body, (node) => {
      if (node.type === "ReturnStatement" && isNode(node.argument)) returned.push(node.argument);
    });
    return returned.some((node) => maySetStatus(node, declarations, seen));
  }
  return true;
}

/** What each name in the file is bound to: a variable's value or a function. */
function declarationsOf(ast: Node) {
  const declarations = new Map<string, Node>();
  walk(ast, (node) => {
    if (node.type === "VariableDeclarator" && isNode(node.id) && node.id.type === "Identifier" && isNode(node.init)) {
      declarations.set(node.id.name as string, node.init);
    }
    if (node.type === "FunctionDeclaration" && isNode(node.id)) declarations.set(node.id.name as string, node);
  });
  return declarations;
}

/** The call that a method call hangs off: `a.b(x).c(y)` → `a.b(x)`. */
function receiverCall(call: Node): Node | null {
  const callee = call.callee as Node;
  if (callee.type !== "MemberExpression") return null;
  let object = callee.object as Node;
  while (object.type === "TSNonNullExpression" || object.type === "ParenthesizedExpression") {
    object = object.expression as Node;
  }
  return object.type === "CallExpression" ? object : null;
}

/** Whether a chain of calls went through `.update(table)` or `.insert(table)` (which for an upsert). */
function chainTouches(call: Node, method: "update" | "insert", isTable: (node: unknown) => boolean) {
  for (let link = receiverCall(call); link; link = receiverCall(link)) {
    const callee = link.callee as Node;
    if (
      callee.type === "MemberExpression" &&
      propertyName(callee) === method &&
      isTable((link.arguments as Node[])[0])
    ) {
      return true;
    }
  }
  return false;
}

const RAW_UPDATE = /\bupdate\s+(only\s+)?("?public"?\.)?"?contracts"?(\s+(as\s+)?\w+)?\s+set\b[\s\S]*?\bstatus\b/i;

/** A template's text with `${contracts}` and `${contracts.status}` spelled out, the rest as `?`. */
function templateText(template: Node, isTable: (node: unknown) => boolean) {
  const quasis = template.quasis as Array<{ value: { cooked?: string; raw: string } }>;
  const expressions = template.expressions as Node[];
  return quasis
    .map((quasi, index) => {
      const expression = expressions[index];
      let spelled = "";
      if (expression && isTable(expression)) spelled = "contracts";
      else if (expression?.type === "MemberExpression" && isTable(expression.object)) {
        spelled = propertyName(expression) ?? "?";
      } else if (expression) spelled = "?";
      return (quasi.value.cooked ?? quasi.value.raw) + spelled;
    })
    .join("");
}

/** The lines of `source` that write a contract's status. */
export function contractStatusWrites(source: string, fileName: string): number[] {
  const ast = parse(source, {
    sourceType: "module",
    plugins: ["typescript", ...(fileName.endsWith(".tsx") ? (["jsx"] as const) : [])],
    sourceFilename: fileName,
  }) as unknown as Node;
  const isTable = tableNames(ast);
  const declarations = declarationsOf(ast);
  const lines = new Set<number>();
  const at = (node: Node) => node.loc?.start.line ?? 0;
  walk(ast, (node) => {
    if (node.type === "CallExpression" && isNode(node.callee) && node.callee.type === "MemberExpression") {
      const method = propertyName(node.callee);
      const [argument] = node.arguments as Node[];
      if (method === "set" && argument && chainTouches(node, "update", isTable)) {
        if (maySetStatus(argument, declarations)) lines.add(at(node));
      }
      if (method === "onConflictDoUpdate" && argument && chainTouches(node, "insert", isTable)) {
        const set =
          argument.type === "ObjectExpression"
            ? (argument.properties as Node[]).find(
                (property) => property.type !== "SpreadElement" && keyName(property) === "set",
              )
            : undefined;
        if (!set || maySetStatus(set.value as Node, declarations)) lines.add(at(node));
      }
    }
    if (node.type === "TemplateLiteral" && RAW_UPDATE.test(templateText(node, isTable))) lines.add(at(node));
    if (node.type === "StringLiteral" && RAW_UPDATE.test(node.value as string)) lines.add(at(node));
  });
  return [...lines].sort((a, b) => a - b);
}
