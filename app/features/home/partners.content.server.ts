import { resourceType } from '#app/features/cms/resource-type.server'
import { partnersResource } from './partners.content'

export const partnersType = resourceType(partnersResource)
