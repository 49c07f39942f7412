// Generated from specs/openrpc/mempool.yaml (`mempool_feerate_histogram`) by tools/codegen. Do not edit.

import { additionalFail, fail, failed, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { FeeCoverage } from "./schemas/FeeCoverage.js";

export function params(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "buckets")) additionalFail(errors, path, "#", key0);
		}
		if (data.buckets !== undefined) {
			const data1 = data.buckets;
			if (Array.isArray(data1)) {
				if (data1.length < 1) fail(errors, path + "/buckets", "#/properties/buckets/minItems", "minItems", { limit: 1 }, "must NOT have fewer than 1 items");
				const path0 = path + "/buckets";
				for (let i2 = 0; i2 < data1.length; i2++) {
					const data3 = data1[i2];
					if (typeof data3 == "number") {
						if (data3 < 0 || isNaN(data3)) limitFail(errors, path0 + "/" + i2, "#/properties/buckets/items", "minimum", 0);
					} else typeFail(errors, path0 + "/" + i2, "#/properties/buckets/items", "number");
				}
			} else typeFail(errors, path + "/buckets", "#/properties/buckets", "array");
		}
	} else typeFail(errors, path, "#", "object");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.histogram === undefined) requiredFail(errors, path, "#", "histogram");
		if (data.fee_coverage === undefined) requiredFail(errors, path, "#", "fee_coverage");
		if (data.count === undefined) requiredFail(errors, path, "#", "count");
		if (data.histogram !== undefined) {
			const data0 = data.histogram;
			if (Array.isArray(data0)) {
				const path0 = path + "/histogram";
				for (let i1 = 0; i1 < data0.length; i1++) {
					const data2 = data0[i1];
					if (Array.isArray(data2)) {
						if (data2.length > 2) fail(errors, path0 + "/" + i1, "#/properties/histogram/items/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
						if (data2.length < 2) fail(errors, path0 + "/" + i1, "#/properties/histogram/items/minItems", "minItems", { limit: 2 }, "must NOT have fewer than 2 items");
						const path1 = path0 + "/" + i1;
						for (let i3 = 0; i3 < data2.length; i3++) {
							const data4 = data2[i3];
							if (typeof data4 == "number") {
								if (data4 < 0 || isNaN(data4)) limitFail(errors, path1 + "/" + i3, "#/properties/histogram/items/items", "minimum", 0);
							} else typeFail(errors, path1 + "/" + i3, "#/properties/histogram/items/items", "number");
						}
					} else typeFail(errors, path0 + "/" + i1, "#/properties/histogram/items", "array");
				}
			} else typeFail(errors, path + "/histogram", "#/properties/histogram", "array");
		}
		if (data.fee_coverage !== undefined) {
			if (!FeeCoverage(data.fee_coverage)) errors.push(...failed(FeeCoverage, data.fee_coverage, path + "/fee_coverage"));
		}
		if (data.count !== undefined) {
			const data5 = data.count;
			if (!isInteger(data5)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data5 == "number") {
				if (data5 < 0 || isNaN(data5)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
