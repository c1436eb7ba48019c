import { resourceType } from '#app/features/cms/resource-type.server'
import { documentCategoriesResource } from './document-categories.content'

export const documentCategoriesType = resourceType(documentCategoriesResource)
