// Generated from specs/openapi/gateway-ops.yaml (`mempool-observe`) by tools/codegen. Do not edit.

import { join } from "@gw/runtime/validator-support";
import { AuthUnavailable } from "@gw/runtime/common-validators/AuthUnavailable";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { ObserveRequest } from "./schemas/ObserveRequest.js";
import { checkAdminRequired } from "@gw/runtime/common-validators/AdminRequired";

export function response__200(data, path = "") {
	const errors = [];
	checkObserveResult(errors, data, path, "#");
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function response__403(data, path = "") {
	const errors = [];
	checkAdminRequired(errors, data, path, "#");
	response__403.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `ObserveResult`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkObserveResult(errors, data, path, schemaPath, key, propertyName) {

}

export const input = ObserveRequest;
export const response__401 = InvalidApiKey;
export const response__503 = AuthUnavailable;
