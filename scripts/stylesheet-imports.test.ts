import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { classesUsed, findBorrowedClasses } from './stylesheet-imports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('each module imports the stylesheets whose classes it uses', () => {
  it('holds for every screen and component of src/', () => {
    const borrowed = findBorrowedClasses(root).map((b) => `${b.file}: ${b.className} (${b.definedIn.join(', ')})`);
    expect(borrowed).toEqual([]);
  });

  // the check must really fire: a small tree with one component that borrows and one that does not
  const planted = mkdtempSync(path.join(tmpdir(), 'roda-css-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };

  it('finds a class borrowed from another feature, and not one the module imports or gets globally', () => {
    write('src/app/app.css', '.app-page { padding: 0 }');
    write('src/shared/ui/theme.css', '.roda-button { color: red }');
    write('src/features/cart/cart.css', '.cart-line { display: flex } .cart-line__price { font-weight: 600 }');
    write(
      'src/features/cart/components/cart-line.tsx',
      'import \'../cart.css\';\nexport const A = () => <div className="cart-line app-page" />;\n',
    );
    write(
      'src/features/orders/components/order-line.tsx',
      "export const B = ({ on }: { on: boolean }) => <p className={on ? 'roda-button' : `cart-line__price x-${on}`} />;\n",
    );
    expect(findBorrowedClasses(planted)).toEqual([
      {
        file: 'src/features/orders/components/order-line.tsx',
        className: 'cart-line__price',
        definedIn: ['src/features/cart/cart.css'],
      },
    ]);
  });

  it('reads class names from strings, conditionals and templates, skipping the built ones', () => {
    const code = `<a className="one two" /><b className={cn('three', on && "four")} /><i className={\`five \${x}-six\`} />`;
    expect([...classesUsed(code)].sort()).toEqual(['five', 'four', 'one', 'three', 'two']);
  });
});
