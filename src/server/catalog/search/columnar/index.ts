export { buildColumnarIndex, type BuildOptions } from './build';
export { readCatalogVersion } from './catalog-version.repository';
export { ColumnarSearchEngine, type ColumnarEngineOptions, type IndexLoaded } from './columnar-engine';
export { versionKey, type CatalogVersion, type ColumnarIndex } from './layout';
export { readSnapshot, writeSnapshot, SNAPSHOT_FORMAT } from './snapshot';
export { buildInWorker, type CatalogSource } from './worker-build';
