// Generated from specs/openrpc/forex.yaml (`forex_convert`) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, join, limitFail, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { ForexConversion } from "./schemas/ForexConversion.js";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

const pattern0 = pattern("^[A-Z]{3}$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.from === undefined) requiredFail(errors, path, "#", "from");
		if (data.to === undefined) requiredFail(errors, path, "#", "to");
		if (data.amount === undefined) requiredFail(errors, path, "#", "amount");
		for (const key0 in data) {
			if (!(key0 === "from" || key0 === "to" || key0 === "amount")) additionalFail(errors, path, "#", key0);
		}
		if (data.from !== undefined) checkRequestedCurrencyCode(errors, data.from, path, "#/properties/from", "from");
		if (data.to !== undefined) checkRequestedCurrencyCode(errors, data.to, path, "#/properties/to", "to");
		if (data.amount !== undefined) {
			const data1 = data.amount;
			const errs2 = errors.length;
			let valid3 = false;
			const errs4 = errors.length;
			checkDecimalString(errors, data1, path, "#/properties/amount/anyOf/0", "amount");
			valid3 = errors.length === errs4;
			if (!valid3) {
				const errs5 = errors.length;
				if (typeof data1 == "number") {
					if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/amount", "#/properties/amount/anyOf/1", "minimum", 0);
				} else typeFail(errors, path + "/amount", "#/properties/amount/anyOf/1", "number");
				valid3 = errors.length === errs5;
			}
			if (valid3) {
				errors.length = errs2;
			} else {
				fail(errors, path + "/amount", "#/properties/amount/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
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

export const result = ForexConversion;
