import { lazyPart } from '../lazy-part';

describe('lazyPart', () => {
  it('imports once for every caller and then gives the value synchronously', async () => {
    const importer = jest.fn(() => Promise.resolve('panel'));
    const part = lazyPart(importer);
    expect(part.current()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b]).toEqual(['panel', 'panel']);
    expect(part.current()).toBe('panel');
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const importer = jest.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('panel');
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current()).toBeNull();
    await expect(part.load()).resolves.toBe('panel');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
