// Generated from specs/openrpc/espo.yaml (`get_holders`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { Holder } from "./schemas/Holder.js";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.alkane === undefined) requiredFail(errors, path, "#", "alkane");
		for (const key0 in data) {
			if (!(key0 === "alkane" || key0 === "page" || key0 === "limit")) additionalFail(errors, path, "#", key0);
		}
		if (data.alkane !== undefined) checkAlkaneIdText(errors, data.alkane, path, "#/properties/alkane", "alkane");
		if (data.page !== undefined) {
			const data1 = data.page;
			if (!isInteger(data1)) typeFail(errors, path + "/page", "#/properties/page", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/page", "#/properties/page", "minimum", 0);
			}
		}
		if (data.limit !== undefined) {
			const data2 = data.limit;
			if (!isInteger(data2)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data2 == "number") {
				if (data2 < 1 || isNaN(data2)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 1);
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
		if (data.alkane === undefined) requiredFail(errors, path, "#/anyOf/0", "alkane");
		if (data.page === undefined) requiredFail(errors, path, "#/anyOf/0", "page");
		if (data.limit === undefined) requiredFail(errors, path, "#/anyOf/0", "limit");
		if (data.total === undefined) requiredFail(errors, path, "#/anyOf/0", "total");
		if (data.has_more === undefined) requiredFail(errors, path, "#/anyOf/0", "has_more");
		if (data.items === undefined) requiredFail(errors, path, "#/anyOf/0", "items");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.alkane !== undefined) checkAlkaneIdText(errors, data.alkane, path, "#/anyOf/0/properties/alkane", "alkane");
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
		if (data.items !== undefined) {
			const data6 = data.items;
			if (Array.isArray(data6)) {
				const path0 = path + "/items";
				for (let i7 = 0; i7 < data6.length; i7++) {
					if (!Holder(data6[i7])) errors.push(...failed(Holder, data6[i7], path0 + "/" + i7));
				}
			} else typeFail(errors, path + "/items", "#/anyOf/0/properties/items", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs8 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs8;
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
