// Generated from specs/openrpc/jsonrpc.yaml (`esplora_fee-estimates`) by tools/codegen. Do not edit.

import { esc, fail, isObject, limitFail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[1-9][0-9]*$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 0) fail(errors, path, "#/maxItems", "maxItems", { limit: 0 }, "must NOT have more than 0 items");
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			const errs1 = errors.length;
			if (typeof key0 == "string") {
				if (!pattern0.test(key0)) patternFail(errors, path, "#/propertyNames", "^[1-9][0-9]*$", key0);
			}
			if (errors.length !== errs1) fail(errors, path, "#/propertyNames", "propertyNames", { propertyName: key0 }, "property name must be valid");
		}
		for (const key2 in data) {
			const data3 = data[key2];
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/" + esc(key2), "#/additionalProperties", "minimum", 0);
			} else typeFail(errors, path + "/" + esc(key2), "#/additionalProperties", "number");
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
