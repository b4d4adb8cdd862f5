export { buildColumnarIndex, catalogSignature, type ColumnarIndex } from './build';
export { ColumnarSearchEngine, type ColumnarEngineOptions } from './columnar-engine';
