// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit.

import { isObject, join, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[A-Z]{3}$", "u");

export function ForexCurrencies(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.available === undefined) requiredFail(errors, path, "#", "available");
		if (data.currencies === undefined) requiredFail(errors, path, "#", "currencies");
		if (data.default_base === undefined) requiredFail(errors, path, "#", "default_base");
		if (data.missing === undefined) requiredFail(errors, path, "#", "missing");
		if (data.default_base !== undefined) checkRequestedCurrencyCode(errors, data.default_base, path, "#/properties/default_base", "default_base");
		if (data.missing !== undefined) {
			const data0 = data.missing;
			if (Array.isArray(data0)) {
				const path0 = path + "/missing";
				for (let i1 = 0; i1 < data0.length; i1++) checkRequestedCurrencyCode(errors, data0[i1], path0, "#/properties/missing/items", i1);
			} else typeFail(errors, path + "/missing", "#/properties/missing", "array");
		}
	} else typeFail(errors, path, "#", "object");
	ForexCurrencies.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `RequestedCurrencyCode`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkRequestedCurrencyCode(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^[A-Z]{3}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
