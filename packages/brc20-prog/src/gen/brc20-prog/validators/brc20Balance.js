// Generated from specs/openrpc/brc20-prog.yaml (`brc20_balance`) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, pattern, patternFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pkscript === undefined) requiredFail(errors, path, "#", "pkscript");
		if (data.ticker === undefined) requiredFail(errors, path, "#", "ticker");
		for (const key0 in data) {
			if (!(key0 === "pkscript" || key0 === "ticker")) additionalFail(errors, path, "#", key0);
		}
		if (data.pkscript !== undefined) checkHexString(errors, data.pkscript, path + "/pkscript", "#/properties/pkscript");
		if (data.ticker !== undefined) {
			const data1 = data.ticker;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/ticker", "#/properties/ticker/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/ticker", "#/properties/ticker", "string");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (typeof data != "string") typeFail(errors, path, "#", "string");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `HexString`, checked where it is used. */
function checkHexString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^([0-9a-fA-F]{2})*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
