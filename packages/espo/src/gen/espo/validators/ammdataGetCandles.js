// Generated from specs/openrpc/espo.yaml (`ammdata.get_candles`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";
import { Candle } from "./schemas/Candle.js";
import { EspoInBandError } from "./schemas/EspoInBandError.js";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

const names0 = new Set(["pool","timeframe","side","limit","page","size"]);
const values1 = new Set(["10m","1h","1d","1w","1M"]);
const values2 = ["base","quote"];

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
		if (data.timeframe !== undefined) {
			const data2 = data.timeframe;
			if (typeof data2 != "string") typeFail(errors, path + "/timeframe", "#/properties/timeframe", "string");
			if (!values1.has(data2)) fail(errors, path + "/timeframe", "#/properties/timeframe/enum", "enum", { allowedValues: [...values1] }, "must be equal to one of the allowed values");
		}
		if (data.side !== undefined) {
			const data3 = data.side;
			if (typeof data3 != "string") typeFail(errors, path + "/side", "#/properties/side", "string");
			if (!values2.includes(data3)) fail(errors, path + "/side", "#/properties/side/enum", "enum", { allowedValues: values2 }, "must be equal to one of the allowed values");
		}
		if (data.limit !== undefined) {
			const data4 = data.limit;
			if (!isInteger(data4)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data4 == "number") {
				if (data4 < 1 || isNaN(data4)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 1);
			}
		}
		if (data.page !== undefined) {
			const data5 = data.page;
			if (!isInteger(data5)) typeFail(errors, path + "/page", "#/properties/page", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/page", "#/properties/page", "minimum", 0);
			}
		}
		if (data.size !== undefined) {
			const data6 = data.size;
			if (!isInteger(data6)) typeFail(errors, path + "/size", "#/properties/size", "integer");
			if (typeof data6 == "number") {
				if (data6 < 1 || isNaN(data6)) limitFail(errors, path + "/size", "#/properties/size", "minimum", 1);
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
		if (data.pool === undefined) requiredFail(errors, path, "#/anyOf/0", "pool");
		if (data.timeframe === undefined) requiredFail(errors, path, "#/anyOf/0", "timeframe");
		if (data.side === undefined) requiredFail(errors, path, "#/anyOf/0", "side");
		if (data.page === undefined) requiredFail(errors, path, "#/anyOf/0", "page");
		if (data.limit === undefined) requiredFail(errors, path, "#/anyOf/0", "limit");
		if (data.total === undefined) requiredFail(errors, path, "#/anyOf/0", "total");
		if (data.has_more === undefined) requiredFail(errors, path, "#/anyOf/0", "has_more");
		if (data.candles === undefined) requiredFail(errors, path, "#/anyOf/0", "candles");
		if (data.ok !== undefined) {
			const data3 = data.ok;
			if (typeof data3 != "boolean") typeFail(errors, path + "/ok", "#/anyOf/0/properties/ok", "boolean");
		}
		if (data.pool !== undefined) {
			const data4 = data.pool;
			if (typeof data4 != "string") typeFail(errors, path + "/pool", "#/anyOf/0/properties/pool", "string");
		}
		if (data.timeframe !== undefined) {
			const data5 = data.timeframe;
			if (typeof data5 != "string") typeFail(errors, path + "/timeframe", "#/anyOf/0/properties/timeframe", "string");
		}
		if (data.side !== undefined) {
			const data6 = data.side;
			if (typeof data6 != "string") typeFail(errors, path + "/side", "#/anyOf/0/properties/side", "string");
		}
		if (data.page !== undefined) checkPageEcho(errors, data.page, path, "#/anyOf/0/properties/page", "page");
		if (data.limit !== undefined) checkLimitEcho(errors, data.limit, path, "#/anyOf/0/properties/limit", "limit");
		if (data.total !== undefined) {
			const data7 = data.total;
			if (!isInteger(data7)) typeFail(errors, path + "/total", "#/anyOf/0/properties/total", "integer");
			if (typeof data7 == "number") {
				if (data7 < 0 || isNaN(data7)) limitFail(errors, path + "/total", "#/anyOf/0/properties/total", "minimum", 0);
			}
		}
		if (data.has_more !== undefined) {
			const data8 = data.has_more;
			if (typeof data8 != "boolean") typeFail(errors, path + "/has_more", "#/anyOf/0/properties/has_more", "boolean");
		}
		if (data.candles !== undefined) {
			const data9 = data.candles;
			if (Array.isArray(data9)) {
				const path0 = path + "/candles";
				for (let i10 = 0; i10 < data9.length; i10++) {
					if (!Candle(data9[i10])) errors.push(...failed(Candle, data9[i10], path0 + "/" + i10));
				}
			} else typeFail(errors, path + "/candles", "#/anyOf/0/properties/candles", "array");
		}
	} else typeFail(errors, path, "#/anyOf/0", "object");
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs11 = errors.length;
		if (!EspoInBandError(data, path)) errors.push(...EspoInBandError.errors);
		valid1 = errors.length === errs11;
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
