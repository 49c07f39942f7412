// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function GlobalAlkanesSearchRequest(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (isObject(data)) {
		if (data.searchQuery === undefined) requiredFail(errors, path, "#/anyOf/0", "searchQuery");
	}
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		if (isObject(data)) {
			if (data.query === undefined) requiredFail(errors, path, "#/anyOf/1", "query");
		}
		valid1 = errors.length === errs3;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	if (isObject(data)) {
		for (const key4 in data) {
			if (!(key4 === "searchQuery" || key4 === "query" || key4 === "limit" || key4 === "offset")) additionalFail(errors, path, "#", key4);
		}
		if (data.searchQuery !== undefined) {
			const data5 = data.searchQuery;
			if (typeof data5 != "string") typeFail(errors, path + "/searchQuery", "#/properties/searchQuery", "string");
		}
		if (data.query !== undefined) {
			const data6 = data.query;
			if (typeof data6 != "string") typeFail(errors, path + "/query", "#/properties/query", "string");
		}
		if (data.limit !== undefined) checkNonNegativeInteger(errors, data.limit, path, "#/properties/limit", "limit");
		if (data.offset !== undefined) checkNonNegativeInteger(errors, data.offset, path, "#/properties/offset", "offset");
	} else typeFail(errors, path, "#", "object");
	GlobalAlkanesSearchRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonNegativeInteger`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonNegativeInteger(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
