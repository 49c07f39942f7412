// Generated from specs/openrpc/mempool.yaml (`mempool_snapshot`) by tools/codegen. Do not edit.

import { additionalFail, failed, isInteger, isObject, join, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { MempoolEntry } from "./schemas/MempoolEntry.js";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "limit" || key0 === "cursor" || key0 === "include_hex")) additionalFail(errors, path, "#", key0);
		}
		if (data.limit !== undefined) {
			const data1 = data.limit;
			if (!isInteger(data1)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/limit", "#/properties/limit", "minimum", 0);
			}
		}
		if (data.cursor !== undefined) {
			const data2 = data.cursor;
			if (!isInteger(data2)) typeFail(errors, path + "/cursor", "#/properties/cursor", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/cursor", "#/properties/cursor", "minimum", 0);
			}
		}
		if (data.include_hex !== undefined) {
			const data3 = data.include_hex;
			if (typeof data3 != "boolean") typeFail(errors, path + "/include_hex", "#/properties/include_hex", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.entries === undefined) requiredFail(errors, path, "#", "entries");
		if (data.cursor === undefined) requiredFail(errors, path, "#", "cursor");
		if (data.has_more === undefined) requiredFail(errors, path, "#", "has_more");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.count === undefined) requiredFail(errors, path, "#", "count");
		if (data.instance === undefined) requiredFail(errors, path, "#", "instance");
		if (data.entries !== undefined) {
			const data0 = data.entries;
			if (Array.isArray(data0)) {
				const path0 = path + "/entries";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!MempoolEntry(data0[i1])) errors.push(...failed(MempoolEntry, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/entries", "#/properties/entries", "array");
		}
		if (data.cursor !== undefined) {
			const data2 = data.cursor;
			if (!isInteger(data2)) typeFail(errors, path + "/cursor", "#/properties/cursor", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/cursor", "#/properties/cursor", "minimum", 0);
			}
		}
		if (data.has_more !== undefined) {
			const data3 = data.has_more;
			if (typeof data3 != "boolean") typeFail(errors, path + "/has_more", "#/properties/has_more", "boolean");
		}
		if (data.seq !== undefined) checkSeq(errors, data.seq, path, "#/properties/seq", "seq");
		if (data.count !== undefined) {
			const data4 = data.count;
			if (!isInteger(data4)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
		if (data.instance !== undefined) checkInstance(errors, data.instance, path, "#/properties/instance", "instance");
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Instance`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkInstance(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}

/** `Seq`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkSeq(errors, data, path, schemaPath, key, propertyName) {
	if (!isInteger(data)) typeFail(errors, join(path, key), schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, join(path, key), schemaPath, "minimum", 0, propertyName);
	}
}
