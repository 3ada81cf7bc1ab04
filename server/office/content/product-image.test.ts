import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, startTestServer } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { smallJpeg, uploadImage } from '../../testing/uploads';
import { api } from '../../../tests/support/api';

/** A product's picture uploaded in the office (purpose `product`) is what customers see, publicly. */
describeOnEachDatabase('back office product images', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  it('shows an uploaded picture in the customer search, at an address anyone may open', async () => {
    const up = await uploadImage(world.server, world.company, await smallJpeg(), 'product');
    expect(up.body.code, up.body.msg).toBe(200);
    const found = await world.server.call(api.officeProductFind, { id: world.dashcam.id }, { session: world.company });
    const saved = await world.server.call(
      api.officeProductSave,
      { id: world.dashcam.id, product: { ...found.body.data.product, image: up.body.data.id } },
      { session: world.company },
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    const page = await world.server.call(api.productPage, {
      category: 'dashcam',
    });
    const shown = page.body.data.list.find((p) => p.id === world.dashcam.id);
    expect(shown?.imageUrl).toBe(`/media/uploads/${up.body.data.id}`);
    const picture = await fetch(`${world.server.baseUrl}${shown?.imageUrl ?? ''}`);
    expect(picture.status).toBe(200);
    // a technician may not add the office's public pictures
    const refused = await uploadImage(world.server, world.technician, await smallJpeg(), 'product');
    expect(refused.body.code).toBe(1104);
  });
});
