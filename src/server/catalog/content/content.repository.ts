import type { Kysely } from 'kysely';
import type { CatalogLocale, Database } from '@/server/db/database';

export const findPromoBars = (db: Kysely<Database>, locale: CatalogLocale) =>
  db.selectFrom('promo_bar').selectAll().where('locale', '=', locale).orderBy('position').orderBy('id').execute();

export const findTargetedBanners = (db: Kysely<Database>, locale: CatalogLocale, page: string) =>
  db.selectFrom('targeted_banner').selectAll().where('locale', '=', locale).where('page', '=', page).orderBy('position').orderBy('id').execute();

export const findAnnouncementBanners = (db: Kysely<Database>, locale: CatalogLocale) =>
  db.selectFrom('announcement_banner').selectAll().where('locale', '=', locale).orderBy('id').execute();

export const findGiftBlock = (db: Kysely<Database>, locale: CatalogLocale) => db.selectFrom('gift_block').selectAll().where('locale', '=', locale).executeTakeFirst();

export const findMenuNodes = (db: Kysely<Database>, locale: CatalogLocale) =>
  db.selectFrom('menu_node').selectAll().where('locale', '=', locale).orderBy('parent_id').orderBy('position').orderBy('id').execute();

export const findThemes = (db: Kysely<Database>, locale: CatalogLocale) =>
  db
    .selectFrom('vocabulary')
    .leftJoin('vocabulary_label', (join) =>
      join.onRef('vocabulary_label.kind', '=', 'vocabulary.kind').onRef('vocabulary_label.id', '=', 'vocabulary.id').on('vocabulary_label.locale', '=', locale),
    )
    .select(['vocabulary.id', 'vocabulary.code', 'vocabulary.icon', 'vocabulary_label.label'])
    .where('vocabulary.kind', '=', 'theme')
    .orderBy('vocabulary.position')
    .orderBy('vocabulary.id')
    .execute();

/** The theme of the week running on `day`: the latest week started on or before it. */
export const findThemeOfWeek = (db: Kysely<Database>, locale: CatalogLocale, day: string) =>
  db
    .selectFrom('theme_of_week')
    .selectAll()
    .where('locale', '=', locale)
    .where('week_start', '<=', day)
    .orderBy('week_start', 'desc')
    .limit(1)
    .executeTakeFirst();
