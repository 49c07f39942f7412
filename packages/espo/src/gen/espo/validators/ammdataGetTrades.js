// Generated from specs/openrpc/espo.yaml (`ammdata.get_trades`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { Trade } from "./schemas/Trade.js";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

const names0 = new Set(["pool","limit","page","side","filter_side","sort","dir"]);
const values1 = ["base","quote"];
const values2 = ["buy","sell","all"];
const values3 = ["asc","desc"];

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.pool === undefined) requiredFail(errors, path, "#", "pool");
		for (const key0 in data) {
			if (!(names0.has(key0))) additionalFail(errors, path, "#", key0);
		}
		if (data.pool !== undefined) {
			const data1 = data.pool;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/pool", "#/properties/pool/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/pool", "#/properties/pool", "string");
		}
		if (data.limit !== undefined) {
			const data2 = data.limit;
			if (!isInteger(data2)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data2 == "number") {
				if (data2 < 1 || isNaN(data2)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 1);
			}
		}
		if (data.page !== undefined) {
			const data3 = data.page;
			if (!isInteger(data3)) typeFail(errors, path + "/page", "#/properties/page", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/page", "#/properties/page", "minimum", 0);
			}
		}
		if (data.side !== undefined) {
			const data4 = data.side;
			if (typeof data4 != "string") typeFail(errors, path + "/side", "#/properties/side", "string");
			if (!values1.includes(data4)) fail(errors, path + "/side", "#/properties/side/enum", "enum", { allowedValues: values1 }, "must be equal to one of the allowed values");
		}
		if (data.filter_side !== undefined) {
			const data5 = data.filter_side;
			if (typeof data5 != "string") typeFail(errors, path + "/filter_side", "#/properties/filter_side", "string");
			if (!values2.includes(data5)) fail(errors, path + "/filter_side", "#/properties/filter_side/enum", "enum", { allowedValues: values2 }, "must be equal to one of the allowed values");
		}
		if (data.sort !== undefined) {
			const data6 = data.sort;
			if (typeof data6 != "string") typeFail(errors, path + "/sort", "#/properties/sort", "string");
		}
		if (data.dir !== undefined) {
			const data7 = data.dir;
			if (typeof data7 != "string") typeFail(errors, path + "/dir", "#/properties/dir", "string");
			if (!values3.includes(data7)) fail(errors, path + "/dir", "#/properties/dir/enum", "enum", { allowedValues: values3 }, "must be equal to one of the allowed values");
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
		if (data.pool === undefined) requiredFail(errors, path, "#/anyOf/0", "pool");
		if (data.side === undefined) requiredFail(errors, path, "#/anyOf/0", "side");
		if (data.filter_side === undefined) requiredFail(errors, path, "#/anyOf/0", "filter_side");
		if (data.sort === undefined) requiredFail(errors, path, "#/anyOf/0", "sort");
		if (data.dir === undefined) requiredFail(errors, path, "#/anyOf/0", "dir");
		if (data.page === undefined) requiredFail(errors, path, "#/anyOf/0", "page");
		if (data.limit === undefined) requiredFail(errors, path, "#/anyOf/0", "limit");
		if (data.total === undefined) requiredFail(errors, path, "#/anyOf/0", "total");
		if (data.has_more === undefined) requiredFail(errors, path, "#/anyOf/0", "has_more");
		if (data.trades === undefined) requiredFail(errors, path, "#/anyOf/0", "trades");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.pool !== undefined) {
			const data4 = data.pool;
			if (typeof data4 != "string") typeFail(errors, path + "/pool", "#/anyOf/0/properties/pool", "string");
		}
		if (data.side !== undefined) {
			const data5 = data.side;
			if (typeof data5 != "string") typeFail(errors, path + "/side", "#/anyOf/0/properties/side", "string");
		}
		if (data.filter_side !== undefined) {
			const data6 = data.filter_side;
			if (typeof data6 != "string") typeFail(errors, path + "/filter_side", "#/anyOf/0/properties/filter_side", "string");
		}
		if (data.sort !== undefined) {
			const data7 = data.sort;
			if (typeof data7 != "string") typeFail(errors, path + "/sort", "#/anyOf/0/properties/sort", "string");
		}
		if (data.dir !== undefined) {
			const data8 = data.dir;
			if (typeof data8 != "string") typeFail(errors, path + "/dir", "#/anyOf/0/properties/dir", "string");
		}
		if (data.page !== undefined) checkPageEcho(errors, data.page, path, "#/anyOf/0/properties/page", "page");
		if (data.limit !== undefined) checkLimitEcho(errors, data.limit, path, "#/anyOf/0/properties/limit", "limit");
		if (data.total !== undefined) {
			const data9 = data.total;
			if (!isInteger(data9)) typeFail(errors, path + "/total", "#/anyOf/0/properties/total", "integer");
			if (typeof data9 == "number") {
				if (data9 < 0 || isNaN(data9)) limitFail(errors, path + "/total", "#/anyOf/0/properties/total", "minimum", 0);
			}
		}
		if (data.has_more !== undefined) {
			const data10 = data.has_more;
			if (typeof data10 != "boolean") typeFail(errors, path + "/has_more", "#/anyOf/0/properties/has_more", "boolean");
		}
		if (data.trades !== undefined) {
			const data11 = data.trades;
			if (Array.isArray(data11)) {
				const path0 = path + "/trades";
				for (let i12 = 0; i12 < data11.length; i12++) {
					if (!Trade(data11[i12])) errors.push(...failed(Trade, data11[i12], path0 + "/" + i12));
				}
			} else typeFail(errors, path + "/trades", "#/anyOf/0/properties/trades", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs13 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs13;
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
