// Recently viewed products are shared with the activity-only page: the list lives in src/shared.
export * from '@/shared/recently-viewed';
