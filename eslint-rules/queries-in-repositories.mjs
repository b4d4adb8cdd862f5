/**
 * Queries live in repositories (docs/server-layers.md): a Kysely query builder (`selectFrom`, `insertInto`,
 * `updateTable`, `deleteFrom`, `replaceInto`, `mergeInto`) or raw SQL (`sql\`…\``, `sql.raw`, `sql.ref`, `sql.lit`, `sql.join`) is
 * refused in any file the configuration applies this rule to; eslint.config.mjs leaves out repositories,
 * src/server/db (migrations, seed, schema helpers) and tests.
 */
const BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const SQL_HELPERS = new Set(['raw', 'ref', 'lit', 'join', 'id', 'table', 'val']);
const MESSAGE = 'Queries live in repositories: move this {{what}} into a *.repository.ts file of the module and call it from here.';

/** @type {import('eslint').Rule.RuleModule} */
export const queriesInRepositories = {
  meta: { type: 'problem', docs: { description: 'Kysely queries and raw SQL only in *.repository.ts and src/server/db' }, schema: [], messages: { query: MESSAGE } },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (BUILDERS.has(name)) context.report({ node: callee.property, messageId: 'query', data: { what: `${name}()` } });
        else if (callee.object.type === 'Identifier' && callee.object.name === 'sql' && SQL_HELPERS.has(name)) {
          context.report({ node: callee, messageId: 'query', data: { what: `sql.${name}()` } });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node: node.tag, messageId: 'query', data: { what: 'sql`…`' } });
      },
    };
  },
};

const plugin = { rules: { 'queries-in-repositories': queriesInRepositories } };
export default plugin;
