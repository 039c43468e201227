import { getTokenImageRoute } from '../routes/getTokenImage.ts'
import { getAssetImageRoute, getCurrencyImageRoute } from '../routes/imageRoutes.ts'
import { defineServerModule } from '../serverModule.ts'

/** Token, asset and currency images (public: an <img> sends no projectId). */
export const imagesModule = defineServerModule({
  name: 'images',
  install: async (_app, { settings }) => [getTokenImageRoute(settings.chains), getAssetImageRoute(settings.chains), getCurrencyImageRoute()],
})
