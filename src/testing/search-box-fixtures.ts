/** What the search box tests share: two themes of the catalog, days ahead of today, and a day as the box writes it (fr-FR). */
export const THEMES = [
  { id: 26, name: 'Bien-être' },
  { id: 23, name: 'Romantique' },
];

/** A day `days` from today, as yyyy-MM-dd (the address keeps only dates still ahead). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A day as the dates field shows it in fr-FR: 'ven. 11 déc.'. */
export const shortDay = (day: string) => new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00`));
