// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[A-Z]{3}$", "u");

export function ForexCurrencies(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.available === undefined) requiredFail(errors, path, "#", "available");
		if (data.currencies === undefined) requiredFail(errors, path, "#", "currencies");
		if (data.default_base === undefined) requiredFail(errors, path, "#", "default_base");
		if (data.missing === undefined) requiredFail(errors, path, "#", "missing");
		if (data.default_base !== undefined) checkRequestedCurrencyCode(errors, data.default_base, path + "/default_base", "#/properties/default_base");
		if (data.missing !== undefined) {
			const data0 = data.missing;
			if (Array.isArray(data0)) {
				for (let i1 = 0; i1 < data0.length; i1++) checkRequestedCurrencyCode(errors, data0[i1], path + "/missing" + "/" + i1, "#/properties/missing/items");
			} else typeFail(errors, path + "/missing", "#/properties/missing", "array");
		}
	} else typeFail(errors, path, "#", "object");
	ForexCurrencies.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `RequestedCurrencyCode`, checked where it is used. */
function checkRequestedCurrencyCode(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^[A-Z]{3}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
