// Generated from specs/openapi/gateway-ops.yaml (`mempool-observe`) by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { AuthUnavailable } from "@gw/runtime/common-validators/AuthUnavailable";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { ObserveRequest } from "./schemas/ObserveRequest.js";

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

/** `AdminRequired`, checked where it is used. */
function checkAdminRequired(errors, data, path, schemaPath, propertyName) {
	if (!isObject(data)) typeFail(errors, path, schemaPath, "object", propertyName);
}

/** `ObserveResult`, checked where it is used. */
function checkObserveResult(errors, data, path, schemaPath, propertyName) {
}

export const input = ObserveRequest;
export const response__401 = InvalidApiKey;
export const response__503 = AuthUnavailable;
