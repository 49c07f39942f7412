// Generated from specs/openrpc/espo.yaml (`ammdata.get_pools`) by tools/codegen. Do not edit.

import { additionalFail, esc, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { Pool } from "./schemas/Pool.js";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "limit" || key0 === "page")) additionalFail(errors, path, "#", key0);
		}
		if (data.limit !== undefined) {
			const data1 = data.limit;
			if (!isInteger(data1)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data1 == "number") {
				if (data1 < 1 || isNaN(data1)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 1);
			}
		}
		if (data.page !== undefined) {
			const data2 = data.page;
			if (!isInteger(data2)) typeFail(errors, path + "/page", "#/properties/page", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/page", "#/properties/page", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (isObject(data)) {
		if (data.ok === undefined) requiredFail(errors, path, "#/anyOf/0", "ok");
		if (data.page === undefined) requiredFail(errors, path, "#/anyOf/0", "page");
		if (data.limit === undefined) requiredFail(errors, path, "#/anyOf/0", "limit");
		if (data.total === undefined) requiredFail(errors, path, "#/anyOf/0", "total");
		if (data.has_more === undefined) requiredFail(errors, path, "#/anyOf/0", "has_more");
		if (data.pools === undefined) requiredFail(errors, path, "#/anyOf/0", "pools");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.page !== undefined) checkPageEcho(errors, data.page, path, "#/anyOf/0/properties/page", "page");
		if (data.limit !== undefined) checkLimitEcho(errors, data.limit, path, "#/anyOf/0/properties/limit", "limit");
		if (data.total !== undefined) {
			const data4 = data.total;
			if (!isInteger(data4)) typeFail(errors, path + "/total", "#/anyOf/0/properties/total", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/total", "#/anyOf/0/properties/total", "minimum", 0);
			}
		}
		if (data.has_more !== undefined) {
			const data5 = data.has_more;
			if (typeof data5 != "boolean") typeFail(errors, path + "/has_more", "#/anyOf/0/properties/has_more", "boolean");
		}
		if (data.pools !== undefined) {
			const data6 = data.pools;
			if (isObject(data6)) {
				const path0 = path + "/pools";
				for (const key7 in data6) {
					const errs8 = errors.length;
					checkAlkaneIdText(errors, key7, path0, "#/anyOf/0/properties/pools/propertyNames", undefined, key7);
					if (errors.length !== errs8) fail(errors, path0, "#/anyOf/0/properties/pools/propertyNames", "propertyNames", { propertyName: key7 }, "property name must be valid");
				}
				const path1 = path + "/pools";
				for (const key9 in data6) {
					if (!Pool(data6[key9])) errors.push(...failed(Pool, data6[key9], path1 + "/" + esc(key9)));
				}
			} else typeFail(errors, path + "/pools", "#/anyOf/0/properties/pools", "object");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs10 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs10;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `PageEcho`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkPageEcho(errors, data, path, schemaPath, key, propertyName) {
	if (!((isInteger(data)) || (data === null))) typeFail(errors, join(path, key), schemaPath, ["integer","null"], propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
