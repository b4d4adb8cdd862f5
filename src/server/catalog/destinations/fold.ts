// The folding the data was stored with (place_name.search_key): queries must fold exactly the same way.
export { fold } from '@/lib/text/fold';
