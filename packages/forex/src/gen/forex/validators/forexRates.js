// Generated from specs/openrpc/forex.yaml (`forex_rates`) by tools/codegen. Do not edit.

import { additionalFail, isObject, join, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { ForexRates } from "./schemas/ForexRates.js";

const pattern0 = pattern("^[A-Z]{3}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "base" || key0 === "quotes" || key0 === "provenance")) additionalFail(errors, path, "#", key0);
		}
		if (data.base !== undefined) {
			const data1 = data.base;
			if (typeof data1 == "string") {
				if (!pattern0.test(data1)) patternFail(errors, path + "/base", "#/properties/base", "^[A-Z]{3}$");
			} else typeFail(errors, path + "/base", "#/properties/base", "string");
		}
		if (data.quotes !== undefined) {
			const data2 = data.quotes;
			if (Array.isArray(data2)) {
				const path0 = path + "/quotes";
				for (let i3 = 0; i3 < data2.length; i3++) checkRequestedCurrencyCode(errors, data2[i3], path0, "#/properties/quotes/items", i3);
			} else typeFail(errors, path + "/quotes", "#/properties/quotes", "array");
		}
		if (data.provenance !== undefined) {
			const data4 = data.provenance;
			if (typeof data4 != "boolean") typeFail(errors, path + "/provenance", "#/properties/provenance", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `RequestedCurrencyCode`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkRequestedCurrencyCode(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^[A-Z]{3}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

export const result = ForexRates;
