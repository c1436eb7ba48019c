import { resourceType } from '#app/features/cms/resource-type.server'
import { requestCategoriesResource } from './request-categories.content'

export const requestCategoriesType = resourceType(requestCategoriesResource)
